import type { DetalhesRegistro } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { diarioRegistro, discente, turmaDiscente, usuario } from '../../../db/schema';
import { instantAt } from '../../../lib/school-time';

/**
 * Writes diary entries as the bulk entry stores them (one row per child and entry), for the features that
 * read the diary (Lumi, the end-of-day summary, the family export, retention) to be tested on their own.
 */
export async function registrarNoDiario(
  db: Db,
  e: {
    idDisc: string;
    autorEmail: string;
    data: string;
    hora: string;
    detalhes: DetalhesRegistro;
    tz?: string;
  },
) {
  const tz = e.tz ?? 'America/Sao_Paulo';
  const [autor] = await db
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(eq(usuario.email, e.autorEmail));
  const [crianca] = await db
    .select({ escolaId: discente.escolaId })
    .from(discente)
    .where(eq(discente.id, e.idDisc));
  const [turma] = await db
    .select({ id: turmaDiscente.turmaId })
    .from(turmaDiscente)
    .where(eq(turmaDiscente.discenteId, e.idDisc));
  const [row] = await db
    .insert(diarioRegistro)
    .values({
      escolaId: crianca!.escolaId,
      discenteId: e.idDisc,
      turmaId: turma?.id ?? null,
      data: e.data,
      tipo: e.detalhes.tipo,
      ocorridoEm: instantAt(e.data, e.hora, tz),
      detalhes: e.detalhes,
      autorId: autor!.id,
      autorNome: autor!.nome,
    })
    .returning();
  return row!;
}

/** A nap from `inicio` to `fim` (HH:MM) on `data`. */
export const sono = (data: string, fim: string, tz = 'America/Sao_Paulo'): DetalhesRegistro => ({
  tipo: 'sono',
  fim: instantAt(data, fim, tz).toISOString(),
});
