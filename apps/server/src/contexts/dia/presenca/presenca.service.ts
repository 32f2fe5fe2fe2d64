import type {
  CodigoEntregaRead,
  EntradaLoteResult,
  entradaLotePayload,
  entradaPayload,
  ExportacaoQuery,
  faltaPayload,
  HistoricoPresenca,
  Importancia,
  PresencaHoje,
  PresencaTurma,
  saidaPayload,
} from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { addDaysTo, instantAt, localDate, localTime } from '../../../lib/school-time';
import { escrever, t, type Texto } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { handoverCode, sameCode } from '../../familia/autorizado-busca/handover-code';
import {
  assertMayTakeChild,
  assertNotBarred,
  peopleForDay,
  toPessoaBusca,
} from '../../familia/autorizado-busca/pickup-eligibility';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { attendanceCsv, attendanceLines } from './presenca.csv';
import { presencaRepository, type EventoRow } from './presenca.repository';
import { saidasNoDia, situacaoDoDia, toEvento } from './presenca.situacao';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { agendarResumoNaSaida } from '../diario/diario-resumo.service';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type PresencaDeps = {
  db: Db;
  clock: Clock;
  /** The server secret the daily hand-over codes are derived from. */
  codePepper: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Wakes the job worker for work planned for now (the end-of-day summary at check-out). */
  jobs?: { kick(): void };
};

/** After this many wrong codes for a child in a school day, only a written exception hands the child over. */
export const MAX_CODIGOS_INCORRETOS = 5;

const LINK = '/dashboard';
const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** Staff who may record for the child: the director of its school, or an educator of one of its active classes. */
async function assertStaffOfChild(db: DbOrTx, actor: Actor, discenteId: string) {
  await requireAccess(db, actor, Permissao.Equipe);
  await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
}

/** Today in the school's time zone, and the school's zone. */
async function schoolToday(deps: PresencaDeps, escolaId: string) {
  const timeZone = await presencaRepository.fusoHorario(deps.db, escolaId);
  const now = deps.clock.now();
  return { now, timeZone, data: localDate(now, timeZone) };
}

/** What the guardians (and, for an exception, the directors) are told: catalogue texts, each written in the reader's language. */
type Aviso = { usuarioIds: string[]; prioridade: Importancia; titulo: Texto; texto: Texto };

/** E-mails, after the transaction committed, the people who asked for e-mail at this priority, each in her language. */
async function emailAviso(deps: PresencaDeps, aviso: Aviso) {
  const link = `${deps.publicUrl}${LINK}`;
  await notificacaoService.email(
    deps.db,
    deps.mailer,
    deps.log,
    aviso.usuarioIds,
    aviso.prioridade,
    (nome, idioma) => ({
      subject: t(idioma, 'comum.assunto', { titulo: escrever(idioma, aviso.titulo) }),
      text: [
        t(idioma, 'comum.ola', { nome: firstName(nome) }),
        '',
        escrever(idioma, aviso.texto),
        '',
        t(idioma, 'comum.vejaNoPortal', { link }),
      ].join('\n'),
    }),
  );
}

async function recordAviso(tx: DbOrTx, escolaId: string, discenteId: string, aviso: Aviso) {
  await notificacaoService.record(tx, aviso.usuarioIds, {
    escolaId,
    prioridade: aviso.prioridade,
    tipo: 'presenca',
    titulo: aviso.titulo,
    texto: aviso.texto,
    link: LINK,
    refId: discenteId,
  });
}

/** The child's arrivals and departures on one school day, for a screen that shows them beside other things. */
export function eventosDoDiaDe(db: DbOrTx, discenteId: string, data: string): Promise<EventoRow[]> {
  return presencaRepository.eventsOn(db, discenteId, data);
}

export function hojeDe(
  discenteId: string,
  data: string,
  events: EventoRow[],
  timeZone: string,
): PresencaHoje {
  return { idDisc: discenteId, ...situacaoDoDia(data, events, timeZone) };
}

/** Locks the child for the rest of the transaction and reads the day's events. */
async function lockedDay(tx: DbOrTx, discenteId: string, data: string) {
  const child = await presencaRepository.lockChild(tx, discenteId);
  if (!child) throw notFound('Criança');
  const events = await presencaRepository.eventsOn(tx, discenteId, data);
  return { child, events };
}

type Dia = { now: Date; timeZone: string; data: string };

/**
 * The check-in itself, inside the caller's transaction with the child locked: refused while the child is at
 * school or absent, and only to an adult allowed today; the guardians' notification is recorded with it.
 */
async function recordEntrada(
  tx: DbOrTx,
  actor: Actor,
  dia: Dia,
  child: { escolaId: string; nomeDisc: string; id: string },
  events: EventoRow[],
  escolhida: { tipo: 'responsavel' | 'autorizado'; id: string },
) {
  const { now, timeZone, data } = dia;
  const discenteId = child.id;
  const { status } = situacaoDoDia(data, events, timeZone);
  if (status === 'na_escola') throw new AppError(409, 'CONFLICT', msg.criancaJaNaEscola);
  if (status === 'falta') throw new AppError(409, 'CONFLICT', msg.faltaJaRegistrada);
  const pessoa = await assertMayTakeChild(tx, discenteId, data, escolhida);
  await presencaRepository.insert(tx, {
    escolaId: child.escolaId,
    discenteId,
    data,
    tipo: 'entrada',
    ocorridoEm: now,
    responsavelId: pessoa.tipo === 'responsavel' ? pessoa.id : null,
    autorizadoId: pessoa.tipo === 'autorizado' ? pessoa.id : null,
    nomePessoa: pessoa.nome,
    educadorId: actor.usuarioId,
  });
  const aviso: Aviso = {
    usuarioIds: await discenteQueries.guardianUsuarioIdsOf(tx, discenteId),
    prioridade: 'Normal',
    titulo: { chave: 'presenca.entrada.titulo', vars: { crianca: firstName(child.nomeDisc) } },
    texto: {
      chave: 'presenca.entrada.texto',
      vars: { crianca: firstName(child.nomeDisc), hora: localTime(now, timeZone), pessoa: pessoa.nome },
    },
  };
  await recordAviso(tx, child.escolaId, discenteId, aviso);
  return {
    result: hojeDe(discenteId, data, await presencaRepository.eventsOn(tx, discenteId, data), timeZone),
    aviso,
  };
}

const lastDayOf = (mes: string) => {
  const [y, m] = mes.split('-').map(Number);
  return `${mes}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

export const presencaService = {
  /** The class's attendance screen on a date: every child with its status, the day's events and who may bring or take it. */
  async turmaDia(deps: PresencaDeps, actor: Actor, turmaId: string, data?: string): Promise<PresencaTurma> {
    const row = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const { timeZone, data: hoje } = await schoolToday(deps, row.escolaId);
    const dia = data ?? hoje;
    const children = await presencaRepository.childrenOfTurma(deps.db, turmaId);
    const events = await presencaRepository.eventsOfChildrenOn(
      deps.db,
      children.map((c) => c.id),
      dia,
    );
    const criancas = await Promise.all(
      children.map(async (c) => {
        const mine = events.filter((e) => e.discenteId === c.id);
        const { data: _data, ...situacao } = situacaoDoDia(dia, mine, timeZone);
        const pessoas = (await peopleForDay(deps.db, c.id, dia)).map(toPessoaBusca);
        return {
          idDisc: c.id,
          nomeDisc: c.nomeDisc,
          imgDisc: c.imgDisc,
          ...situacao,
          eventos: mine.map((e) => toEvento(e, timeZone)),
          pessoas,
        };
      }),
    );
    return { data: dia, hoje, turma: { idTurma: row.id, nomeTurma: row.nomeTurma }, criancas };
  },

  /** Check-in: who brought the child (a guardian or a person authorised today). Every guardian is told at once. */
  async entrada(
    deps: PresencaDeps,
    actor: Actor,
    discenteId: string,
    payload: z.output<typeof entradaPayload>,
  ): Promise<PresencaHoje> {
    await assertStaffOfChild(deps.db, actor, discenteId);
    const dia = await schoolToday(deps, actor.escolaId);
    const { result, aviso } = await deps.db.transaction(async (tx) => {
      const { child, events } = await lockedDay(tx, discenteId, dia.data);
      return recordEntrada(tx, actor, dia, child, events, payload.pessoa);
    });
    await emailAviso(deps, aviso);
    return result;
  },

  /**
   * Several children of one class checked in at once, each with the adult who brought them. All or
   * nothing: one child the class does not hold (403), already at school or absent (409) or an adult not
   * allowed today (422) and no child is recorded, so the educator never wonders which half went through.
   */
  async entradaLote(
    deps: PresencaDeps,
    actor: Actor,
    turmaId: string,
    payload: z.output<typeof entradaLotePayload>,
  ): Promise<EntradaLoteResult> {
    const turma = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const daTurma = new Set((await presencaRepository.childrenOfTurma(deps.db, turmaId)).map((c) => c.id));
    payload.entradas.forEach((e, i) => {
      // The same answer for a child of another class and an id that exists nowhere: nothing is revealed.
      if (!daTurma.has(e.idDisc))
        throw new AppError(403, 'FORBIDDEN', msg.criancaForaDaTurma, {
          [`entradas.${i}.idDisc`]: msg.criancaForaDaTurma,
        });
    });
    const dia = await schoolToday(deps, turma.escolaId);
    const feitas = await deps.db.transaction(async (tx) => {
      // Locked in one fixed order, so two batches sharing children wait for each other instead of deadlocking.
      const ordem = [...payload.entradas.keys()].sort((a, b) =>
        payload.entradas[a]!.idDisc < payload.entradas[b]!.idDisc ? -1 : 1,
      );
      const out = new Array<{ result: PresencaHoje; aviso: Aviso }>(payload.entradas.length);
      for (const i of ordem) {
        const { idDisc, pessoa } = payload.entradas[i]!;
        const { child, events } = await lockedDay(tx, idDisc, dia.data);
        try {
          out[i] = await recordEntrada(tx, actor, dia, child, events, pessoa);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Which child stopped the batch, by name, so the educator can fix that one and confirm again.
          const message = `${firstName(child.nomeDisc)}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
          throw new AppError(error.status, error.code, message, { [`entradas.${i}`]: error.message });
        }
      }
      return out;
    });
    for (const { aviso } of feitas) await emailAviso(deps, aviso);
    return { registradas: feitas.map((f) => f.result) };
  },

  /**
   * Check-out to a person allowed today, with the hand-over code the guardian's app shows, or with a
   * written exception. Wrong codes are counted per child and school day; after MAX_CODIGOS_INCORRETOS the
   * code is locked for the day and only an exception (which tells the guardians and the director) works.
   */
  async saida(
    deps: PresencaDeps,
    actor: Actor,
    discenteId: string,
    payload: z.output<typeof saidaPayload>,
  ): Promise<PresencaHoje> {
    await assertStaffOfChild(deps.db, actor, discenteId);
    const { now, timeZone, data } = await schoolToday(deps, actor.escolaId);
    const dayStart = instantAt(data, '00:00', timeZone);
    const dayEnd = instantAt(addDaysTo(data, 1), '00:00', timeZone);
    const outcome = await deps.db.transaction(async (tx) => {
      const { child, events } = await lockedDay(tx, discenteId, data);
      if (situacaoDoDia(data, events, timeZone).status !== 'na_escola')
        throw new AppError(409, 'CONFLICT', msg.criancaNaoEstaNaEscola);
      const pessoa = await assertMayTakeChild(tx, discenteId, data, payload.pessoa);
      if (payload.codigo !== undefined) {
        const wrong = await presencaRepository.wrongCodes(tx, discenteId, dayStart, dayEnd);
        if (wrong >= MAX_CODIGOS_INCORRETOS)
          throw new AppError(429, 'RATE_LIMITED', msg.codigoEntregaBloqueado);
        const expected = handoverCode(deps.codePepper, discenteId, data, saidasNoDia(events));
        if (!sameCode(payload.codigo, expected)) {
          // Kept even though the request fails: the count must survive the refusal.
          await presencaRepository.recordWrongCode(tx, {
            escolaId: child.escolaId,
            usuarioId: actor.usuarioId,
            discenteId,
            at: now,
          });
          return { kind: 'codigo_incorreto', wrong: wrong + 1 } as const;
        }
      }
      const excecao = payload.excecao !== undefined;
      await presencaRepository.insert(tx, {
        escolaId: child.escolaId,
        discenteId,
        data,
        tipo: 'saida',
        ocorridoEm: now,
        responsavelId: pessoa.tipo === 'responsavel' ? pessoa.id : null,
        autorizadoId: pessoa.tipo === 'autorizado' ? pessoa.id : null,
        nomePessoa: pessoa.nome,
        educadorId: actor.usuarioId,
        excecao,
        motivo: payload.excecao?.motivo ?? null,
      });
      const nome = firstName(child.nomeDisc);
      const hora = localTime(now, timeZone);
      const guardians = await discenteQueries.guardianUsuarioIdsOf(tx, discenteId);
      const aviso: Aviso = excecao
        ? {
            // The director answers for every hand-over without the code; the one who made it needs no notice.
            usuarioIds: [
              ...new Set([
                ...guardians,
                ...(await presencaRepository.directors(tx, child.escolaId)).filter(
                  (id) => id !== actor.usuarioId,
                ),
              ]),
            ],
            prioridade: 'Importante',
            titulo: { chave: 'presenca.excecao.titulo', vars: { crianca: nome } },
            texto: {
              chave: 'presenca.excecao.texto',
              vars: {
                crianca: nome,
                hora,
                pessoa: pessoa.nome,
                autor: actor.nome,
                motivo: payload.excecao!.motivo,
              },
            },
          }
        : {
            usuarioIds: guardians,
            prioridade: 'Normal',
            titulo: { chave: 'presenca.saida.titulo', vars: { crianca: nome } },
            texto: { chave: 'presenca.saida.texto', vars: { crianca: nome, hora, pessoa: pessoa.nome } },
          };
      await recordAviso(tx, child.escolaId, discenteId, aviso);
      // The day's diary summary goes to the guardians now (once: at check-out or at the school's summary time).
      await agendarResumoNaSaida(tx, discenteId, data, now);
      return {
        kind: 'ok',
        result: hojeDe(discenteId, data, await presencaRepository.eventsOn(tx, discenteId, data), timeZone),
        aviso,
      } as const;
    });
    if (outcome.kind === 'codigo_incorreto') {
      if (outcome.wrong >= MAX_CODIGOS_INCORRETOS)
        throw new AppError(429, 'RATE_LIMITED', msg.codigoEntregaBloqueado);
      throw new AppError(400, 'INVALID_CODE', msg.codigoEntregaInvalido, {
        codigo: msg.codigoEntregaInvalido,
      });
    }
    await emailAviso(deps, outcome.aviso);
    deps.jobs?.kick();
    return outcome.result;
  },

  /** Absence with a reason; refused once the child arrived today. The guardians are told. */
  async falta(
    deps: PresencaDeps,
    actor: Actor,
    discenteId: string,
    payload: z.output<typeof faltaPayload>,
  ): Promise<PresencaHoje> {
    await assertStaffOfChild(deps.db, actor, discenteId);
    const { now, timeZone, data } = await schoolToday(deps, actor.escolaId);
    const { result, aviso } = await deps.db.transaction(async (tx) => {
      const { child, events } = await lockedDay(tx, discenteId, data);
      if (events.some((e) => e.tipo === 'entrada')) throw new AppError(409, 'CONFLICT', msg.criancaJaChegou);
      if (events.some((e) => e.tipo === 'falta')) throw new AppError(409, 'CONFLICT', msg.faltaJaRegistrada);
      await presencaRepository.insert(tx, {
        escolaId: child.escolaId,
        discenteId,
        data,
        tipo: 'falta',
        ocorridoEm: now,
        educadorId: actor.usuarioId,
        motivo: payload.motivo,
      });
      const nome = firstName(child.nomeDisc);
      const aviso: Aviso = {
        usuarioIds: await discenteQueries.guardianUsuarioIdsOf(tx, discenteId),
        prioridade: 'Normal',
        titulo: { chave: 'presenca.falta.titulo', vars: { crianca: nome } },
        texto: { chave: 'presenca.falta.texto', vars: { crianca: nome, motivo: payload.motivo } },
      };
      await recordAviso(tx, child.escolaId, discenteId, aviso);
      return {
        result: hojeDe(discenteId, data, await presencaRepository.eventsOn(tx, discenteId, data), timeZone),
        aviso,
      };
    });
    await emailAviso(deps, aviso);
    return result;
  },

  /** Where the child is today, for anyone who may read the child. */
  async hoje(deps: PresencaDeps, actor: Actor, discenteId: string): Promise<PresencaHoje> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const { timeZone, data } = await schoolToday(deps, actor.escolaId);
    return hojeDe(discenteId, data, await presencaRepository.eventsOn(deps.db, discenteId, data), timeZone);
  },

  /**
   * Today's hand-over code, for the child's guardians only (not one the school barred): it is what the adult shows the educator, so
   * the school never sees it. It changes after each check-out of the day.
   */
  async codigo(deps: PresencaDeps, actor: Actor, discenteId: string): Promise<CodigoEntregaRead> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, discenteId);
    // A guardian the school barred never holds the code the educator asks for at the door.
    await assertNotBarred(deps.db, actor, discenteId);
    const child = await presencaRepository.child(deps.db, discenteId);
    if (!child) throw notFound('Criança');
    const { data } = await schoolToday(deps, child.escolaId);
    const events = await presencaRepository.eventsOn(deps.db, discenteId, data);
    return { codigo: handoverCode(deps.codePepper, discenteId, data, saidasNoDia(events)), data };
  },

  /** A month of the child's attendance, day by day, for anyone who may read the child. */
  async historico(
    deps: PresencaDeps,
    actor: Actor,
    discenteId: string,
    mes?: string,
  ): Promise<HistoricoPresenca> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const { timeZone, data } = await schoolToday(deps, actor.escolaId);
    const month = mes ?? data.slice(0, 7);
    const events = await presencaRepository.eventsBetween(
      deps.db,
      discenteId,
      `${month}-01`,
      lastDayOf(month),
    );
    const dias = [...new Set(events.map((e) => e.data))].map((dia) => {
      const mine = events.filter((e) => e.data === dia);
      return {
        data: dia,
        status: situacaoDoDia(dia, mine, timeZone).status,
        eventos: mine.map((e) => toEvento(e, timeZone)),
      };
    });
    return { idDisc: discenteId, mes: month, dias };
  },

  /** The director's CSV of the school's attendance (or one class's) over a date range. */
  async exportar(
    deps: PresencaDeps,
    actor: Actor,
    query: ExportacaoQuery,
  ): Promise<{ filename: string; csv: string }> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const turma = query.idTurma
      ? await requireAccess(deps.db, actor, Permissao.TurmaGerir, query.idTurma)
      : null;
    const timeZone = await presencaRepository.fusoHorario(deps.db, actor.escolaId);
    const events = await presencaRepository.exportEvents(
      deps.db,
      actor.escolaId,
      query.inicio,
      query.fim,
      query.idTurma,
    );
    await presencaRepository.recordExport(deps.db, {
      escolaId: actor.escolaId,
      usuarioId: actor.usuarioId,
      at: deps.clock.now(),
    });
    return {
      filename: `presenca-${query.inicio}-${query.fim}.csv`,
      csv: attendanceCsv(attendanceLines(events, timeZone, turma?.nomeTurma)),
    };
  },
};
