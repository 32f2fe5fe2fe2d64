import type { Db } from '../../../db/client';
import { isSchoolDay, localDate, weekdayOf } from '../../../lib/school-time';
import { alertaRepository } from './alerta.repository';
import { describe, LINK_EQUIPE, LINK_FAMILIA, notifyAlert, schoolSideOf } from './alerta.notices';
import { chaves } from './daily-plan';
import { horarioBuscaRepository } from './horario-busca.repository';
import { discenteQueries } from '../../familia/discente/discente.queries';

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * The 'ausencia_inesperada' job, at the school's limit for a shift (morning 09:30, afternoon 14:30 by default):
 * every child expected today (in an active class of that shift, with a pickup time for the day) whom the school has not heard about — not checked in, not
 * marked absent, no word from a guardian — gets an Importante alert to its guardians and its educators.
 * Runs under a per-school lock and skips children already alerted, so a retry writes nothing twice.
 * Returns whether it queued e-mails.
 */
export async function runUnexpectedAbsence(
  db: Db,
  payload: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const escola = await horarioBuscaRepository.escola(db, String(payload.escolaId));
  const data = String(payload.data);
  // A check for a day already gone (the servers were down) would alarm families for nothing.
  if (!escola || !isSchoolDay(data) || localDate(now, escola.fusoHorario) !== data) return false;
  // One check per shift, each at its own limit: a child of an afternoon class has not arrived by the morning
  // limit, so it is checked against the afternoon one (payloads planned before the afternoon check are morning ones).
  const periodo = payload.periodo === 'Tarde' ? 'Tarde' : 'Manhã';
  const limite = periodo === 'Tarde' ? escola.horarioAusenciaTarde : escola.horarioAusencia;
  const times = await horarioBuscaRepository.timesOn(db, escola.id, data, weekdayOf(data));
  const active = await horarioBuscaRepository.inActiveClass(
    db,
    times.map((t) => t.discenteId),
    periodo,
  );
  const expected = times.map((t) => t.discenteId).filter((id) => active.has(id));
  if (expected.length === 0) return false;

  return db.transaction(async (tx) => {
    await alertaRepository.lock(
      tx,
      periodo === 'Tarde' ? chaves.ausenciaTarde(escola.id, data) : chaves.ausencia(escola.id, data),
    );
    const known = await alertaRepository.accountedFor(tx, expected, data);
    const missing = await alertaRepository.childNames(
      tx,
      expected.filter((id) => !known.has(id)),
    );
    for (const child of missing) {
      const texto = `${firstName(child.nomeDisc)} ainda não tinha chegado às ${limite} e ninguém avisou que faltaria.`;
      const values = {
        escolaId: escola.id,
        discenteId: child.id,
        data,
        tipo: 'ausencia_inesperada' as const,
        prioridade: 'Importante' as const,
        texto,
        createdAt: now,
      };
      const id = await alertaRepository.create(tx, values);
      const conteudo = describe(
        { ...values, categoria: null, chegadaPrevista: null, nomeDisc: child.nomeDisc },
        null,
      );
      const alert = { id, escolaId: escola.id, prioridade: 'Importante' as const };
      // The family is also asked to tell the class; the staff just see the fact.
      // Each reader gets it in her language, at the shift's own limit. The alert's row keeps the Portuguese text
      // above as its data; the staff's lists write that sentence in the reader's language (decision 23).
      const vars = { crianca: firstName(child.nomeDisc), hora: limite };
      await notifyAlert(
        tx,
        now,
        alert,
        { ...conteudo, texto: { chave: 'alerta.ausenciaInesperada.textoFamilia', vars } },
        [{ usuarioIds: await discenteQueries.guardianUsuarioIdsOf(tx, child.id), link: LINK_FAMILIA }],
      );
      await notifyAlert(
        tx,
        now,
        alert,
        { ...conteudo, texto: { chave: 'alerta.ausenciaInesperada.texto', vars } },
        [{ usuarioIds: await schoolSideOf(tx, child.id, escola.id), link: LINK_EQUIPE }],
      );
    }
    return missing.length > 0;
  });
}
