import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { isSchoolDay, localDate, weekdayOf } from '../../../lib/school-time';
import type { Mailer } from '../../../platform/mail/mailer';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { alertaRepository } from './alerta.repository';
import { lembreteBuscaEmail } from './alerta.emails';
import { ALERTA_JOBS, chaves, LEMBRETE_MINUTOS, reminderAt } from './daily-plan';
import { horarioBuscaRepository, pickupTimeOn } from './horario-busca.repository';
import { peopleForDay } from '../../familia/autorizado-busca/pickup-eligibility';

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * A UUID derived from a key: the reminder of a child on a date always has the same one, so the
 * notification itself says whether it was already written.
 */
export function refIdFor(key: string): string {
  const h = crypto.createHash('sha256').update(key).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const reminderRefId = (discenteId: string, data: string) =>
  refIdFor(chaves.lembrete(discenteId, data));

/**
 * After a pickup time changed for `data`: the pending reminder moves to 30 minutes before the new time,
 * or is scheduled if the day was already planned without it. A reminder that already went out stays
 * sent (once per child per day); a day with no pickup time keeps its row, and the reminder, finding no
 * time when it runs, stays silent. True when a reminder is now due (the caller wakes the worker).
 */
export async function syncReminder(
  db: DbOrTx,
  child: { id: string; fusoHorario: string },
  data: string,
  now: Date,
): Promise<boolean> {
  if (data !== localDate(now, child.fusoHorario) || !isSchoolDay(data)) return false;
  const { horario } = pickupTimeOn(
    await horarioBuscaRepository.rowsOf(db, child.id, data),
    data,
    weekdayOf(data),
  );
  if (!horario) return false;
  const at = reminderAt(data, horario, child.fusoHorario);
  const key = chaves.lembrete(child.id, data);
  const moved =
    (await jobRepository.reschedulePending(db, key, at)) ||
    (await jobRepository.scheduleOnce(db, ALERTA_JOBS.lembrete, { discenteId: child.id, data }, at, key));
  return moved && at.getTime() <= now.getTime();
}

export type ReminderDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/**
 * The 'lembrete_busca' job: if the child is at school now, every guardian who may take it today gets the reminder (and an
 * e-mail by their preferences). The job row is claimed by one instance; the notification is keyed by a
 * UUID derived from child and date and checked under a lock in the same transaction that writes it, so
 * a crash between writing and completing the job cannot send it twice.
 */
export async function runPickupReminder(
  deps: ReminderDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const discenteId = String(payload.discenteId);
  const data = String(payload.data);
  const child = await horarioBuscaRepository.child(db, discenteId);
  // A reminder for a day already gone (the servers were down) would only confuse.
  if (!child || localDate(now, child.fusoHorario) !== data) return;
  const { horario } = pickupTimeOn(
    await horarioBuscaRepository.rowsOf(db, discenteId, data),
    data,
    weekdayOf(data),
  );
  if (!horario) return;
  if (!(await alertaRepository.isCheckedIn(db, discenteId, data))) return;

  const refId = reminderRefId(discenteId, data);
  // The guardians who may take the child today: a guardian the school barred is never invited to pick up.
  const recipients = (await peopleForDay(db, discenteId, data)).flatMap((p) =>
    p.usuarioId ? [p.usuarioId] : [],
  );
  const nome = firstName(child.nomeDisc);
  const wrote = await db.transaction(async (tx) => {
    await alertaRepository.lock(tx, refId);
    if (await alertaRepository.notified(tx, refId, 'lembrete_busca')) return false;
    await notificacaoService.record(tx, recipients, {
      escolaId: child.escolaId,
      prioridade: 'Normal',
      tipo: 'lembrete_busca',
      titulo: { chave: 'alerta.lembreteBusca.titulo' },
      texto: {
        chave: 'alerta.lembreteBusca.texto',
        vars: { minutos: LEMBRETE_MINUTOS, crianca: nome, hora: horario },
      },
      link: '/dashboard',
      refId,
    });
    return true;
  });
  if (!wrote) return;
  const link = `${deps.publicUrl}/dashboard`;
  await notificacaoService.email(db, deps.mailer, deps.log, recipients, 'Normal', (nomeResp, idioma) =>
    lembreteBuscaEmail(nomeResp, nome, horario, link, idioma),
  );
}
