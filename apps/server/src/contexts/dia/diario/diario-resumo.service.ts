import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { addDaysTo, instantAt, isSchoolDay, localDate, localTime } from '../../../lib/school-time';
import { idiomaOuPadrao, t } from '../../../lib/textos/textos';
import { resumoCurto } from '../../../platform/assistant/builtin/diario';
import type { Mailer } from '../../../platform/mail/mailer';
import { refIdFor } from '../alerta/pickup-reminder';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { diarioLeituraRepository } from './diario-leitura.repository';
import { diarioResumoRepository as repo } from './diario-resumo.repository';

/**
 * The end-of-day summary (decision 18): each guardian gets ONE summary of a child's day, in their own
 * language, at check-out or at the school's `horario_resumo_diario` for a child not yet picked up,
 * whichever comes first; only when the day has entries. The (child, guardian, day) row of
 * diario_resumo_enviado is claimed in the transaction that writes the notification, so two instances,
 * a retry or both triggers send it once.
 */

export const DIARIO_RESUMO_JOBS = {
  /** One child's summary (planned at check-out). */
  crianca: 'diario_resumo',
  /** Every child of a school with entries that day, at the school's summary time. */
  escola: 'diario_resumo_escola',
} as const;

export const chavesResumo = {
  crianca: (discenteId: string, data: string) => `diario_resumo:${discenteId}:${data}`,
  escola: (escolaId: string, data: string) => `diario_resumo_escola:${escolaId}:${data}`,
};

export type ResumoDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * Sends the summary of a child's day to each guardian who has not had it. Nothing when the day has no
 * entry. Returns how many guardians got it now.
 */
export async function enviarResumo(
  deps: ResumoDeps,
  discenteId: string,
  data: string,
  now: Date,
): Promise<number> {
  const { db } = deps;
  const crianca = await repo.crianca(db, discenteId);
  if (!crianca) return 0;
  const registros = await diarioLeituraRepository.vigentes(db, discenteId, data);
  if (registros.length === 0) return 0;
  const tz = crianca.fusoHorario;
  const linhas = registros.map((r) => ({
    hora: localTime(r.ocorridoEm, tz),
    fim: r.detalhes.tipo === 'sono' && r.detalhes.fim ? localTime(new Date(r.detalhes.fim), tz) : null,
    detalhes: r.detalhes,
    autor: r.autorNome,
    corrigido: r.corrigido !== null,
  }));
  const nome = primeiroNome(crianca.nomeDisc);
  const caminho = `/diario/${discenteId}?data=${data}`;
  let enviados = 0;
  for (const pessoa of await repo.destinatarios(db, discenteId)) {
    const idioma = idiomaOuPadrao(pessoa.idioma);
    const resumo = resumoCurto(linhas, idioma);
    const escrito = await db.transaction(async (tx) => {
      if (!(await repo.marcarEnviado(tx, discenteId, pessoa.id, data, now))) return false;
      await notificacaoService.record(tx, [pessoa.id], {
        escolaId: crianca.escolaId,
        prioridade: 'Normal',
        tipo: 'diario_resumo',
        titulo: t(idioma, 'diario.resumo.titulo', { crianca: nome }),
        texto: resumo,
        link: caminho,
        refId: refIdFor(chavesResumo.crianca(discenteId, data)),
      });
      return true;
    });
    if (!escrito) continue;
    enviados++;
    // After the commit: a mail failure never undoes the summary, and it is never sent twice.
    if (pessoa.emailNormal) {
      try {
        const link = `${deps.publicUrl}${caminho}`;
        await deps.mailer.send({
          to: pessoa.email,
          subject: t(idioma, 'diario.resumo.assunto', { crianca: nome }),
          text: [
            t(idioma, 'diario.resumo.ola', { nome: pessoa.nome }),
            '',
            `${resumo}.`,
            '',
            t(idioma, 'diario.resumo.completo', { crianca: nome, link }),
            '',
          ].join('\n'),
        });
      } catch (err) {
        deps.log.error(
          { err: err instanceof Error ? err.message : String(err) },
          'diary summary e-mail failed',
        );
      }
    }
  }
  return enviados;
}

/** At check-out (in the check-out's transaction): the child's summary, due now, keyed per child and day. */
export async function agendarResumoNaSaida(
  tx: DbOrTx,
  discenteId: string,
  data: string,
  now: Date,
): Promise<void> {
  await jobRepository.scheduleOnce(
    tx,
    DIARIO_RESUMO_JOBS.crianca,
    { discenteId, data },
    now,
    chavesResumo.crianca(discenteId, data),
  );
}

type EscolaResumo = { id: string; fusoHorario: string; horario: string };

async function agendarDia(db: DbOrTx, escola: EscolaResumo, data: string) {
  await jobRepository.scheduleOnce(
    db,
    DIARIO_RESUMO_JOBS.escola,
    { escolaId: escola.id, data },
    instantAt(data, escola.horario, escola.fusoHorario),
    chavesResumo.escola(escola.id, data),
  );
}

/** At server start and idempotently: every school's summary run of today is planned; each run plans the next day's. */
export async function bootstrapResumoDiario(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  for (const escola of await repo.escolas(db))
    await agendarDia(db, escola, localDate(now, escola.fusoHorario));
}

/**
 * The school's run at its summary time: every child with entries that day not yet summarised (not yet
 * picked up, or picked up before any entry) gets it. A run that comes late for a past day still sends
 * that day's (once); the chain carries on from today.
 */
export async function runResumoEscola(
  deps: ResumoDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const escola = await repo.escola(deps.db, String(payload.escolaId));
  if (!escola) return;
  const data = String(payload.data);
  if (isSchoolDay(data)) {
    for (const discenteId of await repo.criancasComRegistros(deps.db, escola.id, data))
      await enviarResumo(deps, discenteId, data, now);
  }
  const hoje = localDate(now, escola.fusoHorario);
  await agendarDia(deps.db, escola, addDaysTo(data > hoje ? data : hoje, 1));
}

export async function runResumoCrianca(
  deps: ResumoDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await enviarResumo(deps, String(payload.discenteId), String(payload.data), now);
}
