import { RAZOES_PADRAO } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { instantAt, localDate, localTime } from '../../../lib/school-time';
import { alertaRepository } from '../alerta/alerta.repository';
import type { JobHandler } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { adultosEm, curtaDesde, type DiaDaTurma } from './falta-de-adultos';
import { chavesRazao, ESPERA_RAZAO_MS, RAZAO_JOBS } from './hoje.eventos';
import { hojeRepository } from './hoje.repository';
import { mesesDeIdade } from './razao';

/** The school's day as the ratio check reads it: each class's children, attendance and shifts up to now. */
async function lerDia(db: Db, escolaId: string, now: Date) {
  const escola = await hojeRepository.escola(db, escolaId);
  const { fusoHorario } = escola;
  const data = localDate(now, fusoHorario);
  const faixas = (escola.razoes ?? RAZOES_PADRAO).faixas;
  const [turmas, criancas, eventos, turnos] = await Promise.all([
    hojeRepository.turmas(db, escolaId),
    hojeRepository.criancasEmTurmas(db, escolaId),
    hojeRepository.eventosDoDia(db, escolaId, data),
    hojeRepository.turnosDesde(db, escolaId, instantAt(data, '00:00', fusoHorario)),
  ]);
  const diaDe = (turmaId: string): DiaDaTurma => {
    const daTurma = criancas.filter((c) => c.turmaId === turmaId);
    const ids = new Set(daTurma.map((c) => c.discenteId));
    return {
      data,
      fusoHorario,
      faixas,
      criancas: daTurma.map((c) => ({ discenteId: c.discenteId, meses: mesesDeIdade(c.dataNasDisc, data) })),
      eventos: eventos.filter((e) => ids.has(e.discenteId)),
      turnos: turnos.filter((x) => x.turmaId === turmaId),
    };
  };
  return { fusoHorario, turmas, turnos, diaDe };
}

/**
 * The 'razao_verificar' job: each class short of adults without a break for 15 minutes or more gets one
 * notice to the director. The notice is keyed by the class and the moment the shortage began, so checks on
 * several instances, or a second check during the same shortage, send it once; a class that recovers and falls
 * short again is a new shortage, told again.
 */
export async function runRatioCheck(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const escolaId = String(payload.escolaId);
  const dia = await lerDia(db, escolaId, now);
  // Nobody clocked in today (the school may not use clock-in): every class would look short, and no one is told.
  if (dia.turnos.length === 0) return;
  for (const turma of dia.turmas) {
    const desde = curtaDesde(dia.diaDe(turma.id), now);
    if (!desde || now.getTime() - desde.getTime() < ESPERA_RAZAO_MS) continue;
    await jobRepository.scheduleOnce(
      db,
      RAZAO_JOBS.aviso,
      { escolaId, turmaId: turma.id, desde: desde.toISOString() },
      now,
      chavesRazao.aviso(turma.id, desde),
    );
  }
}

/**
 * The 'razao_aviso' job: the school's directors are told, each in her language, which class is short, since
 * when and by how many adults, counted when the notice goes out. A class that recovered meanwhile is not told.
 */
export async function runRatioNotice(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const escolaId = String(payload.escolaId);
  const dia = await lerDia(db, escolaId, now);
  const turma = dia.turmas.find((x) => x.id === String(payload.turmaId));
  if (!turma) return;
  const { adultos, necessarios } = adultosEm(dia.diaDe(turma.id), now.getTime());
  if (adultos >= necessarios) return;
  const diretoras = await alertaRepository.directorsOf(db, escolaId);
  if (diretoras.length === 0) return;
  await notificacaoService.record(db, diretoras, {
    escolaId,
    prioridade: 'Importante',
    tipo: 'alerta',
    titulo: { chave: 'razao.curta.titulo', vars: { turma: turma.nomeTurma, count: necessarios - adultos } },
    texto: {
      chave: 'razao.curta.texto',
      vars: { hora: localTime(new Date(String(payload.desde)), dia.fusoHorario), adultos, necessarios },
    },
    link: '/dashboard',
    refId: null,
  });
}

export const razaoJobs = (deps: { db: Db }): Record<string, JobHandler> => ({
  [RAZAO_JOBS.verificar]: (payload, now) => runRatioCheck(deps.db, payload, now),
  [RAZAO_JOBS.aviso]: (payload, now) => runRatioNotice(deps.db, payload, now),
});
