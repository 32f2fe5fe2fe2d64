import type { ContatoPayload } from '@lunna/contract/contato';

export type SendResult =
  | { kind: 'sent'; protocolo: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed'; message?: string };

/** A visitor who is also signed in carries the session cookie, so the CSRF header must go too. */
function csrfHeader(): Record<string, string> {
  const token = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1];
  return token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {};
}

/** `POST /api/contato`; a plain fetch keeps the portal's API client out of the landing page. */
export async function sendContactMessage(payload: ContatoPayload): Promise<SendResult> {
  try {
    const response = await fetch('/api/contato', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...csrfHeader() },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as {
      protocolo?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    if (response.ok && body.protocolo) return { kind: 'sent', protocolo: body.protocolo };
    if (response.status === 400 && body.fields && Object.keys(body.fields).length > 0)
      return { kind: 'invalid', fields: body.fields };
    return { kind: 'failed', ...(body.message ? { message: body.message } : {}) };
  } catch {
    return { kind: 'failed' };
  }
}
