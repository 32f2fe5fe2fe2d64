import {
  msg,
  onlyDigits,
  type AutorizadoRead,
  type AutorizadosDaCrianca,
  type HistoricoAutorizado,
  type Importancia,
  type RestricaoRead,
  type autorizadoBuscaForm,
  type restricaoCustodiaForm,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { addDaysTo, localDate } from '../../../lib/school-time';
import { escrever, lista, periodo, t, type Texto } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { prepareImages, removeImages, saveImages } from '../../../platform/images/image-store';
import { notificacaoService, type NoticeLocalizada } from '../../comunicacao/notificacao/notificacao.service';
import {
  autorizadoBuscaRepository as repo,
  type AutorizadoRow,
  type RestricaoRow,
} from './autorizado-busca.repository';
import { discenteRepository } from '../discente/discente.repository';
import {
  assertNotBarred,
  custodyRulesOf,
  isBarredGuardian,
  isSuspended,
  type CustodyRules,
} from './pickup-eligibility';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type AutorizadoBuscaDeps = {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  publicUrl: string;
};

type Form = z.output<typeof autorizadoBuscaForm>;
type RestricaoForm = z.output<typeof restricaoCustodiaForm>;

const ENTIDADE = 'autorizado_busca';
const ENTIDADE_RESTRICAO = 'restricao_custodia';
/** Ended temporary authorisations stay on the list this long, so a family can give them a new date. */
const ENCERRADOS_VISIVEIS_DIAS = 30;
/** A photo sent this soon after its creator added the person completes that addition: nobody is told twice. */
const FOTO_DA_CRIACAO_MS = 10 * 60_000;
const HISTORICO_LIMITE = 100;

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
/** What a notification says about an entry: who, how related, and when ("na sexta-feira, 27/11" in each reader's words). */
const sobre = (
  row: { nome: string; parentesco: string; dataInicio: string | null; dataFim: string | null },
  autor: string,
  crianca: string,
) => ({
  autor,
  nome: row.nome,
  parentesco: row.parentesco,
  crianca,
  periodo: periodo(row.dataInicio, row.dataFim),
});

/** What the history keeps of an entry: its data as it was, the photo by file name only. */
function snapshot(row: AutorizadoRow): Record<string, unknown> {
  return {
    nome: row.nome,
    rg: row.rg,
    cpf: row.cpf,
    parentesco: row.parentesco,
    telefone: row.telefone,
    temporario: row.dataInicio !== null,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    foto: row.foto,
  };
}

const restricaoSnapshot = (row: RestricaoRow): Record<string, unknown> => ({
  nome: row.nome,
  cpf: row.cpf,
  motivo: row.motivo,
});

/** The fields that differ between two snapshots, dates reported once as 'datas'. */
function changedFields(
  antes: Record<string, unknown> | null,
  depois: Record<string, unknown> | null,
): string[] {
  if (!antes || !depois) return [];
  const out = new Set<string>();
  for (const key of Object.keys({ ...antes, ...depois })) {
    if (antes[key] === depois[key]) continue;
    out.add(['temporario', 'dataInicio', 'dataFim'].includes(key) ? 'datas' : key);
  }
  return [...out];
}

function toRead(
  row: AutorizadoRow,
  criadoPorNome: string | null,
  hoje: string,
  rules: CustodyRules,
  staff: boolean,
): AutorizadoRead {
  const temporario = row.dataInicio !== null && row.dataFim !== null;
  const suspenso = isSuspended(rules, row);
  return {
    idAutorizado: row.id,
    nome: row.nome,
    rg: row.rg,
    cpf: row.cpf,
    parentesco: row.parentesco,
    telefone: row.telefone,
    foto: row.foto,
    temporario,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    ativoHoje: !suspenso && (!temporario || (row.dataInicio! <= hoje && hoje <= row.dataFim!)),
    suspenso,
    encerrado: temporario && row.dataFim! < hoje,
    criadoPor: criadoPorNome ? { nome: criadoPorNome } : null,
    criadoEm: row.createdAt.toISOString(),
    ...(staff ? { impedido: rules.restricted.has(row.cpf) } : {}),
  };
}

function toRestricaoRead(row: RestricaoRow, criadoPorNome: string | null): RestricaoRead {
  return {
    idRestricao: row.id,
    nome: row.nome,
    cpf: row.cpf,
    motivo: row.motivo,
    criadoEm: row.createdAt.toISOString(),
    criadoPor: criadoPorNome ? { nome: criadoPorNome } : null,
  };
}

async function childOrNotFound(db: DbOrTx, discenteId: string) {
  const info = await repo.childInfo(db, discenteId);
  if (!info) throw notFound('Criança');
  return info;
}

/** A temporary authorisation must still have a day to come (the range itself is checked by the contract). */
function assertNotOver(form: Form, hoje: string) {
  if (form.temporario && form.dataFim && form.dataFim < hoje)
    throw validation({ dataFim: msg.dataFimPassada });
}

const duplicate = () =>
  new AppError(409, 'CONFLICT', msg.autorizadoDuplicado, { cpf: msg.autorizadoDuplicado });

/** The other guardians of the child and the educators of its active classes, never the one who acted. */
async function pickupListAudience(db: DbOrTx, discenteId: string, actor: Actor): Promise<string[]> {
  const [guardians, educators] = await Promise.all([
    repo.guardiansOf(db, discenteId),
    discenteRepository.educatorUsuarioIdsOf(db, discenteId),
  ]);
  return [...new Set([...guardians.map((g) => g.usuarioId), ...educators])].filter(
    (id) => id !== actor.usuarioId,
  );
}

type Sent = { recipients: string[]; notice: NoticeLocalizada & { titulo: Texto; texto: Texto } };

/** E-mail per each recipient's preferences, after the change is committed (a mail failure undoes nothing). */
async function emailAfterCommit(deps: AutorizadoBuscaDeps, sent: Sent | null) {
  if (!sent || sent.recipients.length === 0) return;
  const { notice } = sent;
  const link = `${deps.publicUrl}${notice.link}`;
  await notificacaoService.email(
    deps.db,
    deps.mailer,
    deps.log,
    sent.recipients,
    notice.prioridade,
    (nome, idioma) => ({
      subject: t(idioma, 'comum.assunto', { titulo: escrever(idioma, notice.titulo) }),
      text: [
        t(idioma, 'comum.ola', { nome: firstName(nome) }),
        '',
        escrever(idioma, notice.texto),
        '',
        t(idioma, 'autorizado.veja', { link }),
      ].join('\n'),
    }),
  );
}

function pickupNotice(
  escolaId: string,
  discenteId: string,
  titulo: Texto,
  texto: Texto,
  refId: string,
  prioridade: Importancia = 'Atenção',
): Sent['notice'] {
  // Guardians with several children land on the right one; the educators too.
  return {
    escolaId,
    prioridade,
    tipo: 'autorizado_busca',
    titulo,
    texto,
    link: `/quem-busca?idDisc=${discenteId}`,
    refId,
  };
}

/**
 * Everyone on the child's pickup list (guardians, and authorisations not over on `hoje`) the custody
 * rules exclude: the names a change of restriction is about.
 */
async function excludedBy(
  tx: DbOrTx,
  discenteId: string,
  hoje: string,
  rules: CustodyRules,
): Promise<Set<string>> {
  const [guardians, rows] = await Promise.all([
    repo.guardiansOf(tx, discenteId),
    repo.listForChild(tx, discenteId, hoje),
  ]);
  return new Set([
    ...guardians.filter((g) => isBarredGuardian(rules, g.cpf)).map((g) => g.nome),
    ...rows.filter((r) => isSuspended(rules, r.row)).map((r) => r.row.nome),
  ]);
}

/** The child's guardians the school has not barred: who hears that people on their list stopped (or resumed) counting. */
async function guardiansNotBarred(tx: DbOrTx, discenteId: string, rules: CustodyRules): Promise<string[]> {
  return (await repo.guardiansOf(tx, discenteId))
    .filter((g) => !isBarredGuardian(rules, g.cpf))
    .map((g) => g.usuarioId);
}

export const autorizadoBuscaService = {
  /**
   * The child's guardians and the people they authorised. Staff who may read the child also get the
   * custody restrictions (and who on the list they bar); guardians never learn of them.
   */
  async list(deps: AutorizadoBuscaDeps, actor: Actor, discenteId: string): Promise<AutorizadosDaCrianca> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
    const info = await childOrNotFound(db, discenteId);
    const hoje = localDate(deps.clock.now(), info.fusoHorario);
    const staff = actor.papel !== 'responsavel';
    const [guardians, rows, restricoes, rules] = await Promise.all([
      repo.guardiansOf(db, discenteId),
      repo.listForChild(db, discenteId, addDaysTo(hoje, -ENCERRADOS_VISIVEIS_DIAS)),
      staff ? repo.restricoesOf(db, discenteId) : Promise.resolve([]),
      custodyRulesOf(db, discenteId),
    ]);
    return {
      hoje,
      responsaveis: guardians.map((g) => ({
        idResp: g.id,
        nome: g.nome,
        parentesco: g.parentesco,
        foto: g.foto,
        suspenso: isBarredGuardian(rules, g.cpf),
        ...(staff ? { impedido: rules.restricted.has(onlyDigits(g.cpf)) } : {}),
      })),
      autorizados: rows.map((r) => toRead(r.row, r.criadoPorNome, hoje, rules, staff)),
      ...(staff ? { restricoes: restricoes.map((r) => toRestricaoRead(r.row, r.criadoPorNome)) } : {}),
      podeAlterar: !staff && !rules.barredAccounts.has(actor.usuarioId),
    };
  },

  /** A guardian of the child authorises someone, permanently or for a day or a period. */
  async create(
    deps: AutorizadoBuscaDeps,
    actor: Actor,
    discenteId: string,
    form: Form,
  ): Promise<AutorizadoRead> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    await assertNotBarred(db, actor, discenteId);
    const info = await childOrNotFound(db, discenteId);
    const now = deps.clock.now();
    const hoje = localDate(now, info.fusoHorario);
    assertNotOver(form, hoje);
    const { row, sent } = await db.transaction(async (tx) => {
      await repo.lockChild(tx, discenteId);
      if (
        await repo.overlapping(tx, {
          discenteId,
          cpf: form.cpf,
          inicio: form.dataInicio,
          fim: form.dataFim,
          hoje,
        })
      )
        throw duplicate();
      const row = await repo.create(tx, {
        escolaId: info.escolaId,
        discenteId,
        nome: form.nome,
        rg: form.rg,
        cpf: form.cpf,
        parentesco: form.parentesco,
        telefone: form.telefone,
        dataInicio: form.dataInicio,
        dataFim: form.dataFim,
        criadoPor: actor.usuarioId,
        createdAt: now,
      });
      await repo.recordHistory(tx, {
        escolaId: info.escolaId,
        discenteId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        entidadeId: row.id,
        acao: 'criado',
        depois: snapshot(row),
        createdAt: now,
      });
      const child = firstName(info.nomeDisc);
      const sent: Sent = {
        recipients: await pickupListAudience(tx, discenteId, actor),
        notice: pickupNotice(
          info.escolaId,
          discenteId,
          { chave: 'autorizado.criado.titulo', vars: { nome: row.nome, crianca: child } },
          { chave: 'autorizado.criado.texto', vars: sobre(row, actor.nome, child) },
          row.id,
        ),
      };
      await notificacaoService.record(tx, sent.recipients, sent.notice);
      return { row, sent };
    });
    await emailAfterCommit(deps, sent);
    return toRead(row, actor.nome, hoje, await custodyRulesOf(db, discenteId), false);
  },

  /** A guardian of the child changes an entry (its data or its dates). */
  async update(
    deps: AutorizadoBuscaDeps,
    actor: Actor,
    idAutorizado: string,
    form: Form,
  ): Promise<AutorizadoRead> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.Responsavel);
    const current = await repo.find(db, idAutorizado);
    if (!current || current.removidoEm) throw notFound('Autorizado');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, current.discenteId);
    await assertNotBarred(db, actor, current.discenteId);
    const info = await childOrNotFound(db, current.discenteId);
    const now = deps.clock.now();
    const hoje = localDate(now, info.fusoHorario);
    assertNotOver(form, hoje);
    const { row, sent } = await db.transaction(async (tx) => {
      await repo.lockChild(tx, current.discenteId);
      const before = await repo.find(tx, idAutorizado);
      if (!before || before.removidoEm) throw notFound('Autorizado');
      const overlap = await repo.overlapping(tx, {
        discenteId: before.discenteId,
        cpf: form.cpf,
        inicio: form.dataInicio,
        fim: form.dataFim,
        hoje,
        exceptId: before.id,
      });
      if (overlap) throw duplicate();
      const row = await repo.update(tx, before.id, {
        nome: form.nome,
        rg: form.rg,
        cpf: form.cpf,
        parentesco: form.parentesco,
        telefone: form.telefone,
        dataInicio: form.dataInicio,
        dataFim: form.dataFim,
      });
      const campos = changedFields(snapshot(before), snapshot(row));
      if (campos.length === 0) return { row, sent: null };
      await repo.recordHistory(tx, {
        escolaId: info.escolaId,
        discenteId: row.discenteId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        entidadeId: row.id,
        acao: 'alterado',
        antes: snapshot(before),
        depois: snapshot(row),
        createdAt: now,
      });
      const child = firstName(info.nomeDisc);
      const sent: Sent = {
        recipients: await pickupListAudience(tx, row.discenteId, actor),
        notice: pickupNotice(
          info.escolaId,
          row.discenteId,
          { chave: 'autorizado.alterado.titulo', vars: { nome: row.nome, crianca: child } },
          { chave: 'autorizado.alterado.texto', vars: sobre(row, actor.nome, child) },
          row.id,
        ),
      };
      await notificacaoService.record(tx, sent.recipients, sent.notice);
      return { row, sent };
    });
    await emailAfterCommit(deps, sent);
    const withAuthor = await repo.findWithAuthor(db, row.id);
    return toRead(
      row,
      withAuthor?.criadoPorNome ?? null,
      hoje,
      await custodyRulesOf(db, row.discenteId),
      false,
    );
  },

  /** A guardian of the child takes someone off the list; the entry is kept for the history. */
  async remove(deps: AutorizadoBuscaDeps, actor: Actor, idAutorizado: string): Promise<void> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.Responsavel);
    const current = await repo.find(db, idAutorizado);
    if (!current || current.removidoEm) throw notFound('Autorizado');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, current.discenteId);
    await assertNotBarred(db, actor, current.discenteId);
    const info = await childOrNotFound(db, current.discenteId);
    const now = deps.clock.now();
    const sent = await db.transaction(async (tx) => {
      await repo.lockChild(tx, current.discenteId);
      if (!(await repo.remove(tx, current.id, actor.usuarioId, now))) throw notFound('Autorizado');
      await repo.recordHistory(tx, {
        escolaId: info.escolaId,
        discenteId: current.discenteId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        entidadeId: current.id,
        acao: 'removido',
        antes: snapshot(current),
        createdAt: now,
      });
      const child = firstName(info.nomeDisc);
      const sent: Sent = {
        recipients: await pickupListAudience(tx, current.discenteId, actor),
        notice: pickupNotice(
          info.escolaId,
          current.discenteId,
          { chave: 'autorizado.removido.titulo', vars: { nome: current.nome, crianca: child } },
          { chave: 'autorizado.removido.texto', vars: sobre(current, actor.nome, child) },
          current.id,
        ),
      };
      await notificacaoService.record(tx, sent.recipients, sent.notice);
      return sent;
    });
    await emailAfterCommit(deps, sent);
  },

  /**
   * A guardian of the child sets the person's photo (what the educator checks at pickup). The upload is
   * checked by content and re-encoded without metadata before anything is saved.
   */
  async setFoto(
    deps: AutorizadoBuscaDeps,
    actor: Actor,
    idAutorizado: string,
    foto: Buffer | undefined,
  ): Promise<AutorizadoRead> {
    const { db, storage } = deps;
    await requireAccess(db, actor, Permissao.Responsavel);
    const current = await repo.find(db, idAutorizado);
    if (!current || current.removidoEm) throw notFound('Autorizado');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, current.discenteId);
    await assertNotBarred(db, actor, current.discenteId);
    if (!foto) throw validation({ foto: msg.imagemObrigatoria });
    const info = await childOrNotFound(db, current.discenteId);
    const image = (await prepareImages({ foto })).foto!;
    await saveImages(storage, [image]);
    const now = deps.clock.now();
    let saved: { row: AutorizadoRow; sent: Sent | null };
    try {
      saved = await db.transaction(async (tx) => {
        await repo.lockChild(tx, current.discenteId);
        const before = await repo.find(tx, idAutorizado);
        if (!before || before.removidoEm) throw notFound('Autorizado');
        const row = await repo.setFoto(tx, before.id, image.filename);
        await repo.recordFile(tx, {
          filename: image.filename,
          escolaId: info.escolaId,
          donoUsuarioId: actor.usuarioId,
          discenteId: before.discenteId,
          tipo: 'foto_autorizado',
          contentType: 'image/webp',
          createdAt: now,
        });
        await repo.recordHistory(tx, {
          escolaId: info.escolaId,
          discenteId: before.discenteId,
          usuarioId: actor.usuarioId,
          entidade: ENTIDADE,
          entidadeId: before.id,
          acao: 'alterado',
          antes: snapshot(before),
          depois: snapshot(row),
          createdAt: now,
        });
        const partOfCreation =
          !before.foto &&
          before.criadoPor === actor.usuarioId &&
          now.getTime() - before.createdAt.getTime() < FOTO_DA_CRIACAO_MS;
        if (partOfCreation) return { row, sent: null };
        const child = firstName(info.nomeDisc);
        const sent: Sent = {
          recipients: await pickupListAudience(tx, before.discenteId, actor),
          notice: pickupNotice(
            info.escolaId,
            before.discenteId,
            { chave: 'autorizado.foto.titulo', vars: { nome: row.nome } },
            { chave: 'autorizado.foto.texto', vars: sobre(row, actor.nome, child) },
            row.id,
          ),
        };
        await notificacaoService.record(tx, sent.recipients, sent.notice);
        return { row, sent };
      });
    } catch (err) {
      // Nothing points to the new file: take it back out of storage.
      await removeImages(storage, [image.filename]);
      throw err;
    }
    await emailAfterCommit(deps, saved.sent);
    const withAuthor = await repo.findWithAuthor(db, saved.row.id);
    return toRead(
      saved.row,
      withAuthor?.criadoPorNome ?? null,
      localDate(now, info.fusoHorario),
      await custodyRulesOf(db, saved.row.discenteId),
      false,
    );
  },

  /** Newest first. Guardians see the changes to the pickup list; staff also the custody restrictions. */
  async history(deps: AutorizadoBuscaDeps, actor: Actor, discenteId: string): Promise<HistoricoAutorizado[]> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
    const entidades = actor.papel === 'responsavel' ? [ENTIDADE] : [ENTIDADE, ENTIDADE_RESTRICAO];
    const rows = await repo.history(db, discenteId, entidades, HISTORICO_LIMITE);
    return rows.map(({ row, autorNome }) => {
      const snap = (row.depois ?? row.antes ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        idHistorico: row.id,
        entidade: row.entidade === ENTIDADE_RESTRICAO ? ENTIDADE_RESTRICAO : ENTIDADE,
        acao: row.acao,
        criadoEm: row.createdAt.toISOString(),
        autor: autorNome ? { nome: autorNome } : null,
        nome: text(snap.nome) ?? '',
        parentesco: text(snap.parentesco),
        temporario: snap.temporario === true,
        dataInicio: text(snap.dataInicio),
        dataFim: text(snap.dataFim),
        campos: row.acao === 'alterado' ? changedFields(row.antes, row.depois) : [],
      };
    });
  },

  /**
   * The director bars a person (by CPF) from picking the child up, e.g. by court order. It beats every
   * authorisation, and voids those a barred guardian made; the child's educators are told at once, the
   * other guardians only of who stopped counting on their list (never why).
   */
  async createRestricao(
    deps: AutorizadoBuscaDeps,
    actor: Actor,
    discenteId: string,
    form: RestricaoForm,
  ): Promise<RestricaoRead> {
    const { db } = deps;
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const info = await childOrNotFound(db, discenteId);
    if (info.escolaId !== actor.escolaId) throw forbidden();
    const now = deps.clock.now();
    const hoje = localDate(now, info.fusoHorario);
    const { row, sent, familia } = await db.transaction(async (tx) => {
      await repo.lockChild(tx, discenteId);
      if (await repo.restricaoAtivaExists(tx, discenteId, form.cpf))
        throw new AppError(409, 'CONFLICT', msg.restricaoDuplicada, { cpf: msg.restricaoDuplicada });
      const antes = await excludedBy(tx, discenteId, hoje, await custodyRulesOf(tx, discenteId));
      const row = await repo.createRestricao(tx, {
        escolaId: info.escolaId,
        discenteId,
        nome: form.nome,
        cpf: form.cpf,
        motivo: form.motivo,
        criadoPor: actor.usuarioId,
        createdAt: now,
      });
      await repo.recordHistory(tx, {
        escolaId: info.escolaId,
        discenteId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE_RESTRICAO,
        entidadeId: row.id,
        acao: 'criado',
        depois: restricaoSnapshot(row),
        createdAt: now,
      });
      const child = firstName(info.nomeDisc);
      const rules = await custodyRulesOf(tx, discenteId);
      // People on the list who stop counting now: the barred person, and whoever a barred guardian authorised.
      const parados = [...(await excludedBy(tx, discenteId, hoje, rules))].filter((nome) => !antes.has(nome));
      const authorisedToo = parados.filter((nome) => nome !== row.nome);
      // The reason stays in the app (staff only); notifications and e-mails only say who is barred.
      const sent: Sent = {
        recipients: (await discenteRepository.educatorUsuarioIdsOf(tx, discenteId)).filter(
          (id) => id !== actor.usuarioId,
        ),
        notice: pickupNotice(
          info.escolaId,
          discenteId,
          { chave: 'autorizado.restricao.titulo', vars: { nome: row.nome, crianca: child } },
          {
            chave: 'autorizado.restricao.texto',
            vars: {
              nome: row.nome,
              crianca: child,
              ...(authorisedToo.length ? { context: 'tambem', outros: lista(authorisedToo) } : {}),
            },
          },
          row.id,
          'Importante',
        ),
      };
      await notificacaoService.record(tx, sent.recipients, sent.notice);
      // The other guardians learn who no longer counts on their list (never why); a restriction on someone
      // who was on no list changes nothing they see, and they are not told of it.
      let familia: Sent | null = null;
      if (parados.length > 0) {
        familia = {
          recipients: (await guardiansNotBarred(tx, discenteId, rules)).filter(
            (id) => id !== actor.usuarioId,
          ),
          notice: pickupNotice(
            info.escolaId,
            discenteId,
            { chave: 'autorizado.mudanca.titulo', vars: { crianca: child } },
            { chave: 'autorizado.mudanca.suspensa', vars: { crianca: child, nomes: lista(parados) } },
            row.id,
            'Importante',
          ),
        };
        await notificacaoService.record(tx, familia.recipients, familia.notice);
      }
      return { row, sent, familia };
    });
    await emailAfterCommit(deps, sent);
    await emailAfterCommit(deps, familia);
    return toRestricaoRead(row, actor.nome);
  },

  /** The director lifts a restriction; it is kept, revoked, for the history. */
  async revokeRestricao(deps: AutorizadoBuscaDeps, actor: Actor, idRestricao: string): Promise<void> {
    const { db } = deps;
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const current = await repo.findRestricao(db, idRestricao);
    if (!current || current.revogadaEm) throw notFound('Restrição');
    if (current.escolaId !== actor.escolaId) throw forbidden();
    const info = await childOrNotFound(db, current.discenteId);
    const now = deps.clock.now();
    const hoje = localDate(now, info.fusoHorario);
    const { sent, familia } = await db.transaction(async (tx) => {
      await repo.lockChild(tx, current.discenteId);
      const antes = await excludedBy(
        tx,
        current.discenteId,
        hoje,
        await custodyRulesOf(tx, current.discenteId),
      );
      if (!(await repo.revokeRestricao(tx, current.id, actor.usuarioId, now))) throw notFound('Restrição');
      await repo.recordHistory(tx, {
        escolaId: info.escolaId,
        discenteId: current.discenteId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE_RESTRICAO,
        entidadeId: current.id,
        acao: 'removido',
        antes: restricaoSnapshot(current),
        createdAt: now,
      });
      const child = firstName(info.nomeDisc);
      const sent: Sent = {
        recipients: (await discenteRepository.educatorUsuarioIdsOf(tx, current.discenteId)).filter(
          (id) => id !== actor.usuarioId,
        ),
        notice: pickupNotice(
          info.escolaId,
          current.discenteId,
          { chave: 'autorizado.revogada.titulo', vars: { nome: current.nome } },
          { chave: 'autorizado.revogada.texto', vars: { nome: current.nome, crianca: child } },
          current.id,
        ),
      };
      await notificacaoService.record(tx, sent.recipients, sent.notice);
      const rules = await custodyRulesOf(tx, current.discenteId);
      const depois = await excludedBy(tx, current.discenteId, hoje, rules);
      const voltaram = [...antes].filter((nome) => !depois.has(nome));
      let familia: Sent | null = null;
      if (voltaram.length > 0) {
        familia = {
          recipients: (await guardiansNotBarred(tx, current.discenteId, rules)).filter(
            (id) => id !== actor.usuarioId,
          ),
          notice: pickupNotice(
            info.escolaId,
            current.discenteId,
            { chave: 'autorizado.mudanca.titulo', vars: { crianca: child } },
            { chave: 'autorizado.mudanca.liberada', vars: { crianca: child, nomes: lista(voltaram) } },
            current.id,
          ),
        };
        await notificacaoService.record(tx, familia.recipients, familia.notice);
      }
      return { sent, familia };
    });
    await emailAfterCommit(deps, sent);
    await emailAfterCommit(deps, familia);
  },
};
