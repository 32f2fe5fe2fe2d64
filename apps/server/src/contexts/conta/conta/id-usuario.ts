import crypto from 'node:crypto';
import { ID_USUARIO_MAX, idUsuario } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { contaRepository } from './conta.repository';

/** Lower-case ASCII letters, digits and single dots/underscores; starts with a letter. */
export function normalizarIdUsuario(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '.')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/[._]{2,}/g, '.')
    .replace(/^[^a-z]+/, '')
    .slice(0, ID_USUARIO_MAX - 5)
    .replace(/[._]+$/, '');
}

/** The handle a new account starts with: first and last name ('joana.teste'), else the e-mail's local part. */
export function baseIdUsuario(nome: string, email: string): string {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  const doNome = normalizarIdUsuario(
    partes.length > 1 ? `${partes[0]} ${partes[partes.length - 1]}` : (partes[0] ?? ''),
  );
  for (const candidato of [doNome, normalizarIdUsuario(email.split('@')[0] ?? '')]) {
    if (idUsuario.safeParse(candidato).success) return candidato;
  }
  return 'usuario';
}

/**
 * A free handle for a new account: the base when nobody has it, otherwise the base with a random number.
 * The unique index stays the last word (two sign-ups at the same instant); the random suffix makes that
 * collision very unlikely.
 */
export async function gerarIdUsuario(db: DbOrTx, nome: string, email: string): Promise<string> {
  const base = baseIdUsuario(nome, email);
  if (!(await contaRepository.idUsuarioEmUso(db, base))) return base;
  for (let i = 0; i < 5; i++) {
    const candidato = `${base}${i < 3 ? crypto.randomInt(10, 10_000) : crypto.randomInt(10_000, 100_000)}`;
    if (!(await contaRepository.idUsuarioEmUso(db, candidato))) return candidato;
  }
  return `${base.slice(0, 16)}${crypto.randomBytes(5).toString('hex')}`;
}
