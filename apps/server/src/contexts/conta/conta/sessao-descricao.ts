import net from 'node:net';
import { msg, type TipoDispositivo } from '@lunna/contract';
import { UAParser } from 'ua-parser-js';

/** What a session's User-Agent says, in the words of the sessions list. */
export function descreverNavegador(userAgent: string | null): {
  navegador: string | null;
  sistema: string | null;
  dispositivo: TipoDispositivo;
} {
  if (!userAgent) return { navegador: null, sistema: null, dispositivo: 'outro' };
  const parsed = new UAParser(userAgent).getResult();
  const join = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : null);
  const major = parsed.browser.version?.split('.')[0];
  const type = parsed.device.type;
  const dispositivo: TipoDispositivo =
    type === 'mobile'
      ? 'celular'
      : type === 'tablet'
        ? 'tablet'
        : type === undefined && parsed.os.name
          ? 'computador'
          : 'outro';
  return {
    navegador: join(parsed.browser.name, major),
    sistema: join(parsed.os.name, parsed.os.version),
    dispositivo,
  };
}

const PRIVATE_V4: [string, number][] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
];

const v4ToInt = (ip: string) => ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;

function isPrivateV4(ip: string): boolean {
  const value = v4ToInt(ip);
  return PRIVATE_V4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (value & mask) === (v4ToInt(base) & mask);
  });
}

/**
 * Where a session was opened, from its address. Lunna ships no geolocation database (and sends no
 * address to an outside service), so a public address is only 'Local desconhecido'; loopback and
 * private ranges (the school's or the family's own network) are 'Rede local'.
 */
export function descreverLocal(ip: string | null): string {
  if (!ip) return msg.localDesconhecido;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(address)) return isPrivateV4(address) ? msg.localRedeLocal : msg.localDesconhecido;
  if (net.isIPv6(address)) {
    const lower = address.toLowerCase();
    // ::1 loopback, fc00::/7 unique local, fe80::/10 link local.
    if (lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower))
      return msg.localRedeLocal;
  }
  return msg.localDesconhecido;
}
