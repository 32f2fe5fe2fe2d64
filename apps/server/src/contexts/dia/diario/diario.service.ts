import {
  campoInformado,
  horarioPadraoRefeicao,
  msg,
  type AutorizacaoMedicacaoRead,
  type AutorizacoesMedicacao,
  type autorizacaoMedicacaoPayload,
  type correcaoDiarioPayload,
  type DetalhesRegistro,
  type DiarioDiscente,
  type DiarioEscolaHoje,
  type DiarioTurmaHoje,
  type Importancia,
  type lancamentoDiarioPayload,
  type LancamentoDiarioRead,
  type Refeicao,
  type RegistroDiarioRead,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { instantAt, localDate } from '../../../lib/school-time';
import { escrever, t, type Texto } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { presencaRepository } from '../presenca/presenca.repository';
import { situacaoDoDia } from '../presenca/presenca.situacao';
import { diarioLeituraRepository } from './diario-leitura.repository';
import type { DiarioAlterado, DiarioEventos } from './diario.eventos';
import {
  datarRegistro,
  decidirMedicacao,
  fichaCitaRemedio,
  mesmoRemedio,
  semanaDoDia,
  type FichaRemedios,
} from './diario.regras';
import {
  cienciasDe,
  diarioRepository as repo,
  dosesEntre,
  listarRegistrosDasCriancas,
  listarRegistrosEPendentes,
  registroPorId,
  registrosPorIds,
  type AutorizacaoRow,
  type CienciaRow,
  type RegistroRow,
} from './diario.repository';
import { requireAccess, isStaff } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type DiarioDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where committed changes are told for the live feed (the app's; absent, nobody is told). */
  aoVivo?: DiarioEventos;
};

/** What the access log calls a staff member reading a child's diary with health entries in it (the guardians see these rows). */
export const ACAO_LER_DIARIO_SAUDE = 'ler_diario_saude';
const TIPOS_SAUDE = new Set(['temperatura', 'medicacao', 'incidente']);

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
const linkDiario = (idDisc: string, data: string) => `/diario/${idDisc}?data=${data}`;

/** Who is reading, for what a read shows of the acknowledgements (a guardian sees only their own). */
export type Leitor = { usuarioId: string; guardiao: boolean };
export const leitorDe = (actor: Actor): Leitor => ({ usuarioId: actor.usuarioId, guardiao: !isStaff(actor) });

function toRead(row: RegistroRow, ciencias: CienciaRow[], leitor: Leitor): RegistroDiarioRead {
  let ciencia: RegistroDiarioRead['ciencia'] = null;
  if (row.tipo === 'incidente') {
    const deste = ciencias.filter(
      (c) => c.registroId === row.id && (!leitor.guardiao || c.usuarioId === leitor.usuarioId),
    );
    const pendentes = deste
      .filter((c) => c.lidoEm === null)
      .map((c) => ({ idResp: c.idResp ?? c.usuarioId, nome: c.nome }));
    const confirmados = deste
      .filter((c) => c.lidoEm !== null)
      .map((c) => ({ idResp: c.idResp ?? c.usuarioId, nome: c.nome, em: c.lidoEm!.toISOString() }));
    // A guardian linked after the incident was not asked: nothing is waiting for them.
    ciencia = { confirmada: pendentes.length === 0, pendentes, confirmados };
  }
  return {
    idRegistro: row.id,
    idDisc: row.discenteId,
    data: row.data,
    ocorridoEm: row.ocorridoEm.toISOString(),
    detalhes: row.detalhes,
    autor: {
      nome: row.autorNome,
      papel: row.autorPapel === 'pedagogo' || row.autorPapel === 'gestor' ? row.autorPapel : null,
    },
    criadoEm: row.createdAt.toISOString(),
    corrige: row.corrigeId ? { idRegistro: row.corrigeId, motivo: row.motivoCorrecao ?? '' } : null,
    corrigidoPor: row.corrigidoPorId,
    anulado: row.anulado,
    ciencia,
    concluidoEm: row.concluidoEm?.toISOString() ?? null,
  };
}

/**
 * The reads of these rows, with the acknowledgements their incidents need: what the API answers, for the
 * other readers of the diary (the assistant, summaries, exports) to answer the same.
 */
export async function readsOf(
  db: DbOrTx,
  rows: RegistroRow[],
  leitor: Leitor,
): Promise<RegistroDiarioRead[]> {
  const incidentes = [...new Set(rows.filter((r) => r.tipo === 'incidente').map((r) => r.id))];
  const ciencias = await cienciasDe(db, incidentes, leitor.guardiao ? leitor.usuarioId : undefined);
  return rows.map((r) => toRead(r, ciencias, leitor));
}

async function schoolNow(deps: DiarioDeps, escolaId: string) {
  const timeZone = await repo.fusoHorario(deps.db, escolaId);
  const now = deps.clock.now();
  return { now, timeZone, hoje: localDate(now, timeZone) };
}

/** Staff who may write a child's diary: the director of its school, or an educator of one of its active classes. */
async function assertWriterOfChild(db: DbOrTx, actor: Actor, discenteId: string) {
  await requireAccess(db, actor, Permissao.Equipe);
  await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
}

/** Thrown inside a transaction when a concurrent replay of the same key committed first: rolls back, then the stored entries answer. */
class ReplayConcorrente extends Error {}

const semAutorizacao = (campo: string) =>
  new AppError(422, 'AUTORIZACAO_MEDICACAO_NECESSARIA', msg.medicacaoSemAutorizacao, {
    [campo]: msg.medicacaoSemAutorizacao,
  });

/**
 * Refuses a dose the record does not schedule and no authorisation of this child covers. Reads the
 * record, the doses given within the record's interval before or after it and the named authorisation.
 */
async function checarMedicacao(
  tx: DbOrTx,
  discenteId: string,
  detalhes: DetalhesRegistro,
  at: Date,
  data: string,
  campo: string,
  excetoId?: string,
): Promise<string | null> {
  if (detalhes.tipo !== 'medicacao') return null;
  const ficha: FichaRemedios | null = (await repo.fichas(tx, [discenteId])).get(discenteId) ?? null;
  const horas = ficha?.qtdHoraMed ?? 0;
  const anteriores =
    horas > 0
      ? (
          await dosesEntre(
            tx,
            discenteId,
            new Date(at.getTime() - horas * 3_600_000),
            new Date(at.getTime() + horas * 3_600_000),
            excetoId,
          )
        )
          .filter(
            (d) =>
              d.detalhes.tipo === 'medicacao' &&
              mesmaMedicacaoDaFicha(ficha, d.detalhes.medicamento, detalhes.medicamento),
          )
          .map((d) => d.ocorridoEm)
      : [];
  const aut = detalhes.idAutorizacao ? await repo.autorizacao(tx, detalhes.idAutorizacao) : null;
  const decisao = decidirMedicacao(
    ficha,
    detalhes,
    at,
    data,
    anteriores,
    aut && aut.discenteId === discenteId ? aut : null,
  );
  if (!decisao.ok) throw semAutorizacao(campo);
  return decisao.autorizacaoId;
}

/**
 * Whether an earlier dose counts for the record's interval: the same medicine by name, or two names the
 * record both cites ("Loratadina" and "Loratadina xarope"), which the record's one interval covers.
 */
const mesmaMedicacaoDaFicha = (ficha: FichaRemedios | null, a: string, b: string) =>
  mesmoRemedio(a, b) || (fichaCitaRemedio(ficha?.remedios, a) && fichaCitaRemedio(ficha?.remedios, b));

type NovoIncidente = {
  registroId: string;
  idDisc: string;
  data: string;
  detalhes: Extract<DetalhesRegistro, { tipo: 'incidente' }>;
  guardioes: string[];
  nomeDisc: string;
};

/** "Queda · Theo", in the reader's language (the kind of incident is translated, the child's name is not). */
const tituloIncidente = (inc: NovoIncidente): Texto => ({
  chave: 'diario.incidente.titulo',
  vars: { tipo: inc.detalhes.incidente, crianca: firstName(inc.nomeDisc) },
});

/** Each active guardian gets an acknowledgement row and a notification (Atenção; Importante when serious). */
async function registrarIncidente(tx: DbOrTx, escolaId: string, inc: NovoIncidente) {
  await repo.criarCiencias(tx, inc.registroId, inc.guardioes);
  await notificacaoService.record(tx, inc.guardioes, {
    escolaId,
    prioridade: prioridadeIncidente(inc.detalhes),
    tipo: 'diario_incidente',
    titulo: tituloIncidente(inc),
    texto: {
      chave: 'diario.incidente.texto',
      vars: { descricao: inc.detalhes.descricao, cuidados: inc.detalhes.primeirosSocorros },
    },
    limite: 300,
    link: linkDiario(inc.idDisc, inc.data),
    refId: inc.registroId,
  });
}

const prioridadeIncidente = (d: Extract<DetalhesRegistro, { tipo: 'incidente' }>): Importancia =>
  d.grave ? 'Importante' : 'Atenção';

/** After commit: e-mail (by each guardian's preferences) about the incidents just written. */
async function emailIncidentes(deps: DiarioDeps, incidentes: NovoIncidente[]) {
  for (const inc of incidentes) {
    const link = `${deps.publicUrl}${linkDiario(inc.idDisc, inc.data)}`;
    // What the school typed (the description, the first aid) goes as typed; the words around it are the reader's.
    await notificacaoService.email(
      deps.db,
      deps.mailer,
      deps.log,
      inc.guardioes,
      prioridadeIncidente(inc.detalhes),
      (nome, idioma) => ({
        subject: t(idioma, 'comum.assunto', { titulo: escrever(idioma, tituloIncidente(inc)) }),
        text: [
          t(idioma, 'comum.ola', { nome: firstName(nome) }),
          '',
          t(idioma, 'diario.incidente.registrou', {
            crianca: firstName(inc.nomeDisc),
            descricao: inc.detalhes.descricao,
          }),
          t(idioma, 'diario.incidente.cuidados', { cuidados: inc.detalhes.primeirosSocorros }),
          '',
          t(idioma, 'diario.incidente.confirme', { link }),
        ].join('\n'),
      }),
    );
  }
}

/** After commit: each change told to who may be looking at that child's diary (its active guardians and its educators). */
async function avisarAoVivo({ db, aoVivo }: DiarioDeps, mudancas: { idDisc: string; idRegistro: string }[]) {
  if (!aoVivo || mudancas.length === 0) return;
  const porCrianca = await repo.interessados(db, [...new Set(mudancas.map((m) => m.idDisc))]);
  aoVivo.emit(mudancas.map((m): DiarioAlterado => ({ ...m, usuarioIds: porCrianca.get(m.idDisc) ?? [] })));
}

function toAutorizacaoRead(row: AutorizacaoRow): AutorizacaoMedicacaoRead {
  return {
    idAutorizacao: row.id,
    idDisc: row.discenteId,
    medicamento: row.medicamento,
    dose: row.dose,
    unidade: row.unidade,
    horarios: row.horarios,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    observacao: row.observacao,
    autorizadoPor: row.autorNome,
    criadoEm: row.createdAt.toISOString(),
    revogadaEm: row.revogadaEm?.toISOString() ?? null,
  };
}

/** Current: not replaced by a correction, not voided. */
const vigente = (r: RegistroRow) => r.corrigidoPorId === null && !r.anulado;

type CriancaHoje = DiarioTurmaHoje['criancas'][number];

/**
 * A class's day so far: who is present, which meals already served have no entry, who has no nap after
 * lunch, incidents waiting for a guardian, medication due and not given. Shared by the class and the school view.
 */
async function diaDaTurma(
  db: DbOrTx,
  escolaId: string,
  turmaId: string,
  now: Date,
  timeZone: string,
  data: string,
  leitor: Leitor,
): Promise<CriancaHoje[]> {
  const criancas = await repo.criancasDaTurma(db, turmaId);
  const ids = criancas.map((c) => c.id);
  const [eventos, registros, cardapio, fichas, autorizacoes] = await Promise.all([
    presencaRepository.eventsOfChildrenOn(db, ids, data),
    listarRegistrosDasCriancas(db, ids, data),
    repo.cardapioDoDia(db, escolaId, data),
    repo.fichas(db, ids),
    repo.autorizacoesVigentes(db, ids, data),
  ]);
  const atuais = registros.filter(vigente);
  const semCiencia = await repo.incidentesSemCiencia(
    db,
    atuais.filter((r) => r.tipo === 'incidente').map((r) => r.id),
  );
  const servidas = cardapio
    .filter((c) => instantAt(data, c.horario, timeZone).getTime() <= now.getTime())
    .map((c) => c.refeicao as Refeicao);
  const almoco = cardapio.find((c) => c.refeicao === 'almoco')?.horario ?? horarioPadraoRefeicao.almoco;
  const depoisDoAlmoco = instantAt(data, almoco, timeZone).getTime() <= now.getTime();
  const ultimosRows = ids.flatMap((id) =>
    atuais
      .filter((r) => r.discenteId === id)
      .slice(-3)
      .reverse(),
  );
  const ultimos = await readsOf(db, ultimosRows, leitor);

  return criancas.map((c) => {
    const deles = atuais.filter((r) => r.discenteId === c.id);
    const doses = deles.flatMap((r) =>
      r.detalhes.tipo === 'medicacao' ? [{ ...r.detalhes, autorizacaoId: r.autorizacaoId }] : [],
    );
    const medicacaoPrevista: CriancaHoje['medicacaoPrevista'] = [];
    const ficha = fichas.get(c.id);
    if (
      ficha &&
      ficha.qtdHoraMed !== null &&
      campoInformado(ficha.remedios) &&
      !doses.some((d) => fichaCitaRemedio(ficha.remedios, d.medicamento))
    ) {
      medicacaoPrevista.push({ medicamento: ficha.remedios!, dose: ficha.qtdMed, unidade: null });
    }
    for (const a of autorizacoes.filter((a) => a.discenteId === c.id)) {
      if (!doses.some((d) => d.autorizacaoId === a.id || mesmoRemedio(d.medicamento, a.medicamento))) {
        medicacaoPrevista.push({ medicamento: a.medicamento, dose: a.dose, unidade: a.unidade });
      }
    }
    const refeitas = new Set(
      deles.flatMap((r) => (r.detalhes.tipo === 'refeicao' ? [r.detalhes.refeicao] : [])),
    );
    return {
      idDisc: c.id,
      nomeDisc: c.nomeDisc,
      imgDisc: c.imgDisc,
      presente:
        situacaoDoDia(
          data,
          eventos.filter((e) => e.discenteId === c.id),
          timeZone,
        ).status === 'na_escola',
      refeicoesSemRegistro: servidas.filter((r) => !refeitas.has(r)),
      semSono: depoisDoAlmoco && !deles.some((r) => r.tipo === 'sono'),
      incidentesPendentes: deles.filter((r) => r.tipo === 'incidente' && semCiencia.has(r.id)).length,
      medicacaoPrevista,
      ultimos: ultimos.filter((u) => u.idDisc === c.id),
    };
  });
}

export const diarioService = {
  /**
   * One entry for several children of the class at once, all or nothing. A replay of the same `chave` by
   * the same author (an offline queue sending again, even while the first is still being stored) stores
   * nothing and answers the stored entries with `replay`.
   */
  async lancar(
    deps: DiarioDeps,
    actor: Actor,
    turmaId: string,
    payload: z.output<typeof lancamentoDiarioPayload>,
  ): Promise<{ replay: boolean; body: LancamentoDiarioRead }> {
    const { db } = deps;
    const turma = await requireAccess(db, actor, Permissao.TurmaGerir, turmaId);
    if (turma.arquivadaEm) throw forbidden();
    const leitor = leitorDe(actor);
    const replay = async () => ({
      replay: true,
      body: { registros: await readsOf(db, await repo.porChave(db, actor.usuarioId, payload.chave), leitor) },
    });
    if ((await repo.porChave(db, actor.usuarioId, payload.chave)).length > 0) return replay();

    const criancas = new Map((await repo.criancasDaTurma(db, turmaId)).map((c) => [c.id, c]));
    const fora = payload.registros.findIndex((r) => !criancas.has(r.idDisc));
    if (fora >= 0) throw validation({ [`registros.${fora}.idDisc`]: msg.criancaForaDaTurma });
    const { now, timeZone } = await schoolNow(deps, turma.escolaId);
    const datados = payload.registros.map((r, i) => {
      const d = datarRegistro(r.registro.ocorridoEm, r.registro.detalhes, { now, timeZone });
      if (!d.ok) throw validation({ [`registros.${i}.registro.${d.campo}`]: d.mensagem });
      return { ...r, ocorridoEm: d.ocorridoEm, data: d.data };
    });

    let incidentes: NovoIncidente[];
    let ids: string[];
    try {
      ({ ids, incidentes } = await db.transaction(async (tx) => {
        await repo.travarCriancas(
          tx,
          datados.filter((r) => r.registro.detalhes.tipo === 'medicacao').map((r) => r.idDisc),
        );
        const rows = [];
        for (const [i, r] of datados.entries()) {
          const autorizacaoId = await checarMedicacao(
            tx,
            r.idDisc,
            r.registro.detalhes,
            r.ocorridoEm,
            r.data,
            `registros.${i}.registro.detalhes.medicamento`,
          );
          rows.push({
            escolaId: turma.escolaId,
            discenteId: r.idDisc,
            turmaId,
            data: r.data,
            tipo: r.registro.detalhes.tipo,
            ocorridoEm: r.ocorridoEm,
            detalhes: r.registro.detalhes,
            autorizacaoId,
            autorId: actor.usuarioId,
            autorNome: actor.nome,
            chaveCliente: payload.chave,
          });
        }
        // Always in the same order, so two replays of one key racing each other wait for one another instead of deadlocking.
        rows.sort((a, b) => (a.discenteId < b.discenteId ? -1 : a.discenteId > b.discenteId ? 1 : 0));
        const inseridos = await repo.inserir(tx, rows);
        if (inseridos.length < rows.length) throw new ReplayConcorrente();
        const idDe = new Map(inseridos.map((r) => [r.discenteId, r.id]));
        const ids = datados.map((r) => idDe.get(r.idDisc)!);
        const incidentes: NovoIncidente[] = [];
        for (const [i, r] of datados.entries()) {
          const detalhes = r.registro.detalhes;
          if (detalhes.tipo !== 'incidente') continue;
          const inc = {
            registroId: ids[i]!,
            idDisc: r.idDisc,
            data: r.data,
            detalhes,
            guardioes: await discenteQueries.guardianUsuarioIdsOf(tx, r.idDisc),
            nomeDisc: criancas.get(r.idDisc)!.nomeDisc,
          };
          await registrarIncidente(tx, turma.escolaId, inc);
          incidentes.push(inc);
        }
        return { ids, incidentes };
      }));
    } catch (error) {
      if (error instanceof ReplayConcorrente) return replay();
      throw error;
    }
    await emailIncidentes(deps, incidentes);
    const stored = await registrosPorIds(db, ids);
    await avisarAoVivo(
      deps,
      stored.map((r) => ({ idDisc: r.discenteId, idRegistro: r.id })),
    );
    return { replay: false, body: { registros: await readsOf(db, stored, leitor) } };
  },

  /**
   * Replaces an entry with new details, or voids it, with a reason: a new entry names the one it replaces,
   * which gets `corrigidoPor` in the same transaction. Only the latest version can be corrected.
   */
  async corrigir(
    deps: DiarioDeps,
    actor: Actor,
    idRegistro: string,
    payload: z.output<typeof correcaoDiarioPayload>,
  ): Promise<{ replay: boolean; body: RegistroDiarioRead }> {
    const { db } = deps;
    const original = await registroPorId(db, idRegistro);
    if (!original) throw notFound('Registro');
    await assertWriterOfChild(db, actor, original.discenteId);
    const leitor = leitorDe(actor);
    const replay = async () => {
      const [row] = (await repo.porChave(db, actor.usuarioId, payload.chave)).filter(
        (r) => r.discenteId === original.discenteId,
      );
      return row ? { replay: true, body: (await readsOf(db, [row], leitor))[0]! } : null;
    };
    const anterior = await replay();
    if (anterior) return anterior;
    if (original.corrigidoPorId) throw new AppError(409, 'REGISTRO_JA_CORRIGIDO', msg.registroJaCorrigido);

    const { now, timeZone } = await schoolNow(deps, original.escolaId);
    let detalhes = original.detalhes;
    let ocorridoEm = original.ocorridoEm;
    let data = original.data;
    if (!payload.anular) {
      detalhes = payload.registro!.detalhes;
      const d = datarRegistro(payload.registro!.ocorridoEm ?? original.ocorridoEm.toISOString(), detalhes, {
        now,
        timeZone,
      });
      if (!d.ok) throw validation({ [`registro.${d.campo}`]: d.mensagem });
      ocorridoEm = d.ocorridoEm;
      data = d.data;
    }
    const child = await repo.child(db, original.discenteId);

    let outcome: { id: string; incidente: NovoIncidente | null };
    try {
      outcome = await db.transaction(async (tx) => {
        if (!payload.anular && detalhes.tipo === 'medicacao')
          await repo.travarCriancas(tx, [original.discenteId]);
        const autorizacaoId = payload.anular
          ? original.autorizacaoId
          : await checarMedicacao(
              tx,
              original.discenteId,
              detalhes,
              ocorridoEm,
              data,
              'registro.detalhes.medicamento',
              original.id,
            );
        const [inserido] = await repo.inserir(tx, [
          {
            escolaId: original.escolaId,
            discenteId: original.discenteId,
            turmaId: original.turmaId,
            data,
            tipo: detalhes.tipo,
            ocorridoEm,
            detalhes,
            autorizacaoId,
            autorId: actor.usuarioId,
            autorNome: actor.nome,
            chaveCliente: payload.chave,
            corrigeId: original.id,
            motivoCorrecao: payload.motivo,
            anulado: payload.anular ?? false,
          },
        ]);
        if (!inserido) throw new ReplayConcorrente();
        const id = inserido.id;
        if (!(await repo.marcarCorrigido(tx, original.id, id)))
          throw new AppError(409, 'REGISTRO_JA_CORRIGIDO', msg.registroJaCorrigido);
        let incidente: NovoIncidente | null = null;
        // A corrected incident is news to the guardians again: they are asked to acknowledge the new version.
        if (!payload.anular && detalhes.tipo === 'incidente') {
          incidente = {
            registroId: id,
            idDisc: original.discenteId,
            data,
            detalhes,
            guardioes: await discenteQueries.guardianUsuarioIdsOf(tx, original.discenteId),
            nomeDisc: child?.nomeDisc ?? '',
          };
          await registrarIncidente(tx, original.escolaId, incidente);
        }
        return { id, incidente };
      });
    } catch (error) {
      if (error instanceof ReplayConcorrente) {
        const stored = await replay();
        if (stored) return stored;
      }
      throw error;
    }
    if (outcome.incidente) await emailIncidentes(deps, [outcome.incidente]);
    await avisarAoVivo(deps, [{ idDisc: original.discenteId, idRegistro: outcome.id }]);
    const row = await registroPorId(db, outcome.id);
    return { replay: false, body: (await readsOf(db, [row!], leitor))[0]! };
  },

  /** A guardian the incident was addressed to acknowledges it (again: nothing changes). Their notification about it is read. */
  async ciencia(deps: DiarioDeps, actor: Actor, idRegistro: string): Promise<RegistroDiarioRead> {
    const { db } = deps;
    const row = await registroPorId(db, idRegistro);
    if (!row) throw notFound('Registro');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, row.discenteId);
    if (row.tipo !== 'incidente' || !(await repo.ciencia(db, row.id, actor.usuarioId))) throw forbidden();
    await db.transaction(async (tx) => {
      await repo.confirmarCiencia(tx, row.id, actor.usuarioId, deps.clock.now());
      await notificacaoService.readByRef(tx, actor.usuarioId, row.id);
    });
    await avisarAoVivo(deps, [{ idDisc: row.discenteId, idRegistro: row.id }]);
    return (await readsOf(db, [row], leitorDe(actor)))[0]!;
  },

  /** A guardian of the child marks a thing to bring as done (again: the first time stands). */
  async concluir(deps: DiarioDeps, actor: Actor, idRegistro: string): Promise<RegistroDiarioRead> {
    const { db } = deps;
    const row = await registroPorId(db, idRegistro);
    if (!row) throw notFound('Registro');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, row.discenteId);
    if (row.tipo !== 'trazer') throw new AppError(409, 'CONFLICT', msg.valorInvalido);
    await repo.concluir(db, row.id, actor.usuarioId, deps.clock.now());
    await avisarAoVivo(deps, [{ idDisc: row.discenteId, idRegistro: row.id }]);
    return (await readsOf(db, [(await registroPorId(db, row.id))!], leitorDe(actor)))[0]!;
  },

  /**
   * A child's diary for a day (default today) or a week (Monday to Friday of `semana`'s week), with what
   * is still open of any date. A staff read that shows health entries is written to the access log.
   */
  async diario(
    deps: DiarioDeps,
    actor: Actor,
    discenteId: string,
    query: { data?: string | undefined; semana?: string | undefined },
  ): Promise<DiarioDiscente> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
    const { hoje } = await schoolNow(deps, actor.escolaId);
    const { de, ate } = query.semana
      ? semanaDoDia(query.semana)
      : { de: query.data ?? hoje, ate: query.data ?? hoje };
    return diarioService.diarioOfCheckedChild(db, actor, discenteId, de, ate);
  },

  /**
   * The entries in force on a day (the latest version of each, voided ones left out), oldest first, for a
   * reader the caller has already found may read the child (Lumi).
   */
  registrosVigentesOfCheckedChild(db: DbOrTx, discenteId: string, data: string) {
    return diarioLeituraRepository.vigentes(db, discenteId, data);
  },

  /** The child's entries from `de` to `ate` and its pending ones, for a reader the caller has already found may read the child. */
  async diarioOfCheckedChild(
    db: DbOrTx,
    actor: Actor,
    discenteId: string,
    de: string,
    ate: string,
  ): Promise<DiarioDiscente> {
    const leitor = leitorDe(actor);
    const { registros: rows, pendentes } = await listarRegistrosEPendentes(
      db,
      discenteId,
      de,
      ate,
      leitor.guardiao ? actor.usuarioId : null,
    );
    if (!leitor.guardiao && [...rows, ...pendentes].some((r) => TIPOS_SAUDE.has(r.tipo))) {
      await auditRepository.recordReads(db, actor, ACAO_LER_DIARIO_SAUDE, [discenteId]);
    }
    const reads = await readsOf(db, [...rows, ...pendentes], leitor);
    return {
      idDisc: discenteId,
      de,
      ate,
      registros: reads.slice(0, rows.length),
      pendentes: reads.slice(rows.length),
    };
  },

  /** The class's day for its educators and the director. */
  async turmaHoje(deps: DiarioDeps, actor: Actor, turmaId: string): Promise<DiarioTurmaHoje> {
    const turma = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    // An archived class grants no access: its former educator no longer reads its children's day.
    if (turma.arquivadaEm) throw forbidden();
    const { now, timeZone, hoje } = await schoolNow(deps, turma.escolaId);
    const criancas = await diaDaTurma(deps.db, turma.escolaId, turmaId, now, timeZone, hoje, leitorDe(actor));
    const comSaude = criancas.filter((c) => c.ultimos.some((u) => TIPOS_SAUDE.has(u.detalhes.tipo)));
    await auditRepository.recordReads(
      deps.db,
      actor,
      ACAO_LER_DIARIO_SAUDE,
      comSaude.map((c) => c.idDisc),
    );
    return { idTurma: turmaId, data: hoje, criancas };
  },

  /** The director's view of every active class today, in numbers. */
  async escolaHoje(deps: DiarioDeps, actor: Actor): Promise<DiarioEscolaHoje> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { now, timeZone, hoje } = await schoolNow(deps, actor.escolaId);
    const turmas = await repo.turmasAtivas(deps.db, actor.escolaId);
    const leitor = leitorDe(actor);
    const resumo = [];
    for (const t of turmas) {
      const criancas = await diaDaTurma(deps.db, actor.escolaId, t.id, now, timeZone, hoje, leitor);
      const presentes = criancas.filter((c) => c.presente);
      resumo.push({
        idTurma: t.id,
        nomeTurma: t.nomeTurma,
        presentes: presentes.length,
        semRefeicao: presentes.filter((c) => c.refeicoesSemRegistro.length > 0).length,
        semSono: presentes.filter((c) => c.semSono).length,
        incidentesPendentes: criancas.reduce((n, c) => n + c.incidentesPendentes, 0),
        // A dose due for a child who stayed home is not due at school.
        medicacaoPrevista: presentes.reduce((n, c) => n + c.medicacaoPrevista.length, 0),
      });
    }
    return { data: hoje, turmas: resumo };
  },

  /** A guardian writes an authorisation for a medicine or dose off the record; the child's educators are told. */
  async autorizar(
    deps: DiarioDeps,
    actor: Actor,
    discenteId: string,
    payload: z.output<typeof autorizacaoMedicacaoPayload>,
  ): Promise<AutorizacaoMedicacaoRead> {
    const { db } = deps;
    const profile = await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    const child = await repo.child(db, discenteId);
    if (!child) throw notFound('Criança');
    const { hoje } = await schoolNow(deps, child.escolaId);
    if (payload.dataFim < hoje) throw validation({ dataFim: msg.dataInvalida });
    const tituloAutorizacao: Texto = {
      chave: 'diario.autorizacao.titulo',
      vars: { crianca: firstName(child.nomeDisc) },
    };
    const remedio = {
      medicamento: payload.medicamento,
      dose: payload.dose,
      unidade: payload.unidade,
      horarios: payload.horarios,
    };
    const { row, educadores } = await db.transaction(async (tx) => {
      const row = await repo.criarAutorizacao(tx, {
        escolaId: child.escolaId,
        discenteId,
        autorId: actor.usuarioId,
        autorNome: profile.nomeResp,
        medicamento: payload.medicamento,
        dose: payload.dose,
        unidade: payload.unidade,
        horarios: payload.horarios,
        dataInicio: payload.dataInicio,
        dataFim: payload.dataFim,
        observacao: payload.observacao ?? null,
      });
      // A deactivated educator keeps their classes (for a reactivation) but is no longer told about the child.
      const educadores = await repo.educadoresAtivos(tx, discenteId);
      await notificacaoService.record(tx, educadores, {
        escolaId: child.escolaId,
        prioridade: 'Atenção',
        tipo: 'diario_autorizacao',
        titulo: tituloAutorizacao,
        texto: {
          chave: 'diario.autorizacao.texto',
          vars: { ...remedio, autor: profile.nomeResp, inicio: payload.dataInicio, fim: payload.dataFim },
        },
        limite: 300,
        link: linkDiario(discenteId, payload.dataInicio < hoje ? hoje : payload.dataInicio),
        refId: row.id,
      });
      return { row, educadores };
    });
    await notificacaoService.email(db, deps.mailer, deps.log, educadores, 'Atenção', (nome, idioma) => ({
      subject: t(idioma, 'comum.assunto', { titulo: escrever(idioma, tituloAutorizacao) }),
      text: [
        t(idioma, 'comum.ola', { nome: firstName(nome) }),
        '',
        t(idioma, 'diario.autorizacao.email', {
          ...remedio,
          autor: profile.nomeResp,
          crianca: firstName(child.nomeDisc),
        }),
        '',
        t(idioma, 'comum.vejaNoPortal', { link: `${deps.publicUrl}${linkDiario(discenteId, hoje)}` }),
      ].join('\n'),
    }));
    return toAutorizacaoRead(row);
  },

  async autorizacoes(deps: DiarioDeps, actor: Actor, discenteId: string): Promise<AutorizacoesMedicacao> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const { hoje } = await schoolNow(deps, actor.escolaId);
    return { autorizacoes: (await repo.autorizacoesDe(deps.db, discenteId, hoje)).map(toAutorizacaoRead) };
  },

  /** A guardian of the child revokes an authorisation (again: the first revocation stands). Doses given keep pointing at it. */
  async revogar(deps: DiarioDeps, actor: Actor, idAutorizacao: string): Promise<AutorizacaoMedicacaoRead> {
    const row = await repo.autorizacao(deps.db, idAutorizacao);
    if (!row) throw notFound('Autorização');
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, row.discenteId);
    await repo.revogar(deps.db, row.id, deps.clock.now());
    return toAutorizacaoRead((await repo.autorizacao(deps.db, row.id))!);
  },
};
