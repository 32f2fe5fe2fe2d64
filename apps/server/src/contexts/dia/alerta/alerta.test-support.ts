import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { discente, escola, notificacao, presenca, responsavel, turma, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { addDaysTo, instantAt, localDate, weekdayOf } from '../../../lib/school-time';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the safety clock: demo ids, school dates ahead of real time, check-ins, and draining due jobs. */

export const TZ = 'America/Sao_Paulo';

/** The Monday `weeksAhead` weeks after the coming one (school dates always in the future, so plans chain forward). */
export function mondayAhead(weeksAhead = 1): string {
  let d = addDaysTo(localDate(new Date(), TZ), 7);
  while (weekdayOf(d) !== 1) d = addDaysTo(d, 1);
  return addDaysTo(d, 7 * (weeksAhead - 1));
}

export const at = (data: string, horario: string) => instantAt(data, horario, TZ);

export async function demoIds(db: Db) {
  const children = new Map<string, string>();
  for (const child of demoChildren) {
    const [row] = await db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    children.set(child.key, row!.id);
  }
  const users = new Map(
    (await db.select({ id: usuario.id, email: usuario.email }).from(usuario)).map((u) => [u.email, u.id]),
  );
  const guardians = new Map(
    (
      await db
        .select({ id: responsavel.id, email: usuario.email })
        .from(responsavel)
        .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
    ).map((r) => [r.email, r.id]),
  );
  const turmas = new Map(
    (await db.select({ id: turma.id, nome: turma.nomeTurma }).from(turma)).map((r) => [r.nome, r.id]),
  );
  const [school] = await db.select({ id: escola.id }).from(escola).where(eq(escola.codigo, 'LUNNA1'));
  return {
    child: (k: string) => children.get(k)!,
    user: (e: string) => users.get(e)!,
    guardian: (e: string) => guardians.get(e)!,
    turma: (n: string) => turmas.get(n)!,
    escolaId: school!.id,
  };
}

/** Records an attendance event directly (the attendance screen is another feature's). */
export async function recordPresenca(
  db: Db,
  escolaId: string,
  discenteId: string,
  data: string,
  horario: string,
  tipo: 'entrada' | 'saida' | 'falta' = 'entrada',
) {
  await db.insert(presenca).values({
    escolaId,
    discenteId,
    data,
    tipo,
    ocorridoEm: at(data, horario),
    motivo: tipo === 'falta' ? 'Consulta médica' : null,
  });
}

/** Runs every job due at `when`, including the ones those jobs schedule for a time already past. */
export async function drain(app: TestApp, when: Date): Promise<number> {
  let total = 0;
  for (let i = 0; i < 10; i++) {
    const ran = await app.app.jobs.runDue(when);
    total += ran;
    if (ran === 0) break;
  }
  return total;
}

/** The person's notifications of a kind, oldest first: without an order PostgreSQL may return them in any. */
export async function notificationsOf(
  db: Db,
  usuarioId: string,
  tipo: (typeof notificacao.$inferSelect)['tipo'],
) {
  return db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, usuarioId), eq(notificacao.tipo, tipo)))
    .orderBy(asc(notificacao.createdAt));
}
