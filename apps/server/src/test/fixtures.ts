import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { equipe, escola, usuario } from '../db/schema';
import { hashPassword } from '../contexts/conta/auth/passwords';
import sharp from 'sharp';
import {
  cpfFromBase,
  type ContatoEmergenciaPayload,
  type FichaMedPayload,
  type ResponsavelPayload,
} from '@lunna/contract';

/** A fresh valid CPF for each call. */
export function nextCpf(): string {
  return cpfFromBase(String(crypto.randomInt(100_000_000, 999_999_999)));
}

export function responsavelPayload(overrides: Partial<ResponsavelPayload> = {}): ResponsavelPayload {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    codigoEscola: 'LUNNA1',
    nomeResp: 'Joana Teste',
    cpfResp: nextCpf(),
    rgResp: '12.345.678-9',
    emailResp: `joana.${n}@exemplo.com.br`,
    emailRecResp: `joana.rec.${n}@exemplo.com.br`,
    senha: 'senha-segura-1',
    contato: { numeroTel: '11933334444', numeroCel: '11988887777' },
    enderecoResp: { rua: 'Rua A, 1', bairro: 'Centro', cep: '01001-000', uf: 'SP' },
    ...overrides,
  };
}

export const discentePayload = (overrides: Record<string, unknown> = {}) => ({
  nomeDisc: 'Bia Teste',
  cpfDisc: nextCpf(),
  rgDisc: '11.222.333-4',
  dataNasDisc: '2022-06-15',
  alturaDisc: 92.5,
  pesoDisc: 13.4,
  deficiencia: null,
  ...overrides,
});

export const fichaMedPayload = (
  idDisc: string,
  overrides: Partial<FichaMedPayload> = {},
): FichaMedPayload => ({
  idDisc,
  numCartSus: '898001160669999',
  planSaud: 'Plano Kids',
  cuidados: 'Soneca depois do almoço',
  remedios: 'Dipirona gotas',
  comidasAlergicas: 'Camarão',
  descTratamento: null,
  qtdHoraMed: 6,
  qtdMed: 10,
  endereco: { nomeHospital: 'Hospital Central', cep: '01001-000', rua: 'Rua B, 2', uf: 'SP' },
  ...overrides,
});

export const contatoPayload = (
  idDisc: string,
  overrides: Partial<ContatoEmergenciaPayload> = {},
): ContatoEmergenciaPayload => ({
  idDisc,
  nome: 'Tia Rita',
  parentesco: 'Tia',
  numeroTelefone: '11933330000',
  numeroCelular: '11999990000',
  ...overrides,
});

export const pngImage = (color = '#9747FF') =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF GPS-like metadata, to prove it is stripped. */
export const jpegWithMetadata = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#31C1FF' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'segredo-do-exif', ImageDescription: 'Rua Secreta 123' } })
    .toBuffer();

export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return form;
}

/** A school of its own with one staff member (password `lunna-demo-2026`), to prove nothing crosses schools. */
export async function otherSchoolStaff(
  db: Db,
  papel: 'pedagogo' | 'gestor',
  codigo = `OUT${crypto.randomInt(1000, 9999)}`,
) {
  const [school] = await db
    .insert(escola)
    .values({ nome: `Escola ${codigo}`, codigo })
    .returning({ id: escola.id });
  const email = `${papel}.${codigo.toLowerCase()}@exemplo.com.br`;
  const [user] = await db
    .insert(usuario)
    .values({
      escolaId: school!.id,
      email,
      senhaHash: await hashPassword('lunna-demo-2026'),
      papel,
      nome: `Equipe ${codigo}`,
      idUsuario: `${papel}.${codigo.toLowerCase()}`,
    })
    .returning({ id: usuario.id });
  await db.insert(equipe).values({ usuarioId: user!.id, escolaId: school!.id, nome: `Equipe ${codigo}` });
  return { escolaId: school!.id, usuarioId: user!.id, email };
}
