import { msg, type DiscenteRead, type HistoricoPerfilItem, type discenteEdicao } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { escrever, t, type Texto } from '../../../lib/textos/textos';
import { withPickupLists } from '../autorizado-busca/pickup-profile';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { discenteRepository } from '../discente/discente.repository';
import { notificacaoService, type NoticeLocalizada } from '../../comunicacao/notificacao/notificacao.service';
import {
  discenteEdicaoRepository as repo,
  type ContatoRow,
  type DiscenteRow,
  type FichaMedRow,
} from './discente-edicao.repository';
import {
  careLines,
  careSubjects,
  diff,
  filled,
  mudancas,
  rotulo,
  type Diff,
  type MudancasContatos,
  type Snapshot,
} from './perfil-diff';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type DiscenteEdicaoDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  publicUrl: string;
};

type Edicao = z.output<typeof discenteEdicao>;
type ContatoEdicao = Edicao['contato'][number];

const HISTORICO_LIMITE = 50;
const MAX_TEXTO = 600;

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v : null);

const discenteSnapshot = (
  d: Pick<DiscenteRow, 'nomeDisc' | 'dataNasDisc' | 'alturaDisc' | 'pesoDisc' | 'deficiencia'>,
): Snapshot => ({
  nomeDisc: d.nomeDisc,
  dataNasDisc: d.dataNasDisc,
  alturaDisc: d.alturaDisc,
  pesoDisc: d.pesoDisc,
  deficiencia: blankToNull(d.deficiencia),
});

const fichaSnapshot = (
  f: Omit<FichaMedRow, 'id' | 'discenteId' | 'versao' | 'alteradoPor' | 'updatedAt'>,
): Snapshot => ({
  numCartSus: f.numCartSus,
  planSaud: f.planSaud ?? null,
  cuidados: f.cuidados ?? null,
  remedios: f.remedios ?? null,
  comidasAlergicas: f.comidasAlergicas ?? null,
  descTratamento: f.descTratamento ?? null,
  qtdHoraMed: f.qtdHoraMed ?? null,
  qtdMed: f.qtdMed ?? null,
  nomeHospital: f.nomeHospital ?? null,
  cepHospital: f.cepHospital ?? null,
  ruaHospital: f.ruaHospital ?? null,
  ufHospital: f.ufHospital ?? null,
});

const fichaFromEdicao = (f: Edicao['fichaMed']) => ({
  numCartSus: f.numCartSus,
  planSaud: f.planSaud,
  cuidados: f.cuidados,
  remedios: f.remedios,
  comidasAlergicas: f.comidasAlergicas,
  descTratamento: f.descTratamento,
  qtdHoraMed: f.qtdHoraMed,
  qtdMed: f.qtdMed,
  nomeHospital: f.endereco.nomeHospital,
  cepHospital: f.endereco.cep,
  ruaHospital: f.endereco.rua,
  ufHospital: f.endereco.uf,
});

const contatoSnapshot = (
  c: Pick<ContatoRow, 'nome' | 'parentesco' | 'numeroTelefone' | 'numeroCelular'>,
): Snapshot => ({
  nome: c.nome,
  parentesco: c.parentesco,
  numeroTelefone: c.numeroTelefone,
  numeroCelular: c.numeroCelular,
});

/** Every `idContato` sent must be one of this child's contacts, and appear once. */
function assertOwnContacts(sent: ContatoEdicao[], current: ContatoRow[]) {
  const own = new Set(current.map((c) => c.id));
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  sent.forEach((c, i) => {
    if (!c.idContato) return;
    if (!own.has(c.idContato) || seen.has(c.idContato))
      fields[`contato.${i}.idContato`] = msg.contatoDesconhecido;
    seen.add(c.idContato);
  });
  if (Object.keys(fields).length > 0) throw validation(fields);
}

type Sent = { recipients: string[]; notice: NoticeLocalizada & { titulo: Texto } };
type Mudancas = { ficha: Diff | null; contatos: MudancasContatos; crianca: string };

/** E-mail per each recipient's preferences once the change is committed (a mail failure undoes nothing). */
async function emailAfterCommit(
  deps: DiscenteEdicaoDeps,
  sent: Sent[],
  { ficha, contatos, crianca }: Mudancas,
) {
  for (const { recipients, notice } of sent) {
    if (recipients.length === 0) continue;
    const link = `${deps.publicUrl}${notice.link}`;
    // The e-mail names what changed; the values (health data) stay in the app, behind the sign-in.
    await notificacaoService.email(
      deps.db,
      deps.mailer,
      deps.log,
      recipients,
      notice.prioridade,
      (nome, idioma) => ({
        subject: t(idioma, 'comum.assunto', { titulo: escrever(idioma, notice.titulo) }),
        text: [
          t(idioma, 'comum.ola', { nome: firstName(nome) }),
          '',
          t(idioma, 'ficha.resumo', { crianca, assuntos: careSubjects(ficha, contatos, idioma).join(', ') }),
          '',
          t(idioma, 'ficha.veja', { link }),
        ].join('\n'),
      }),
    );
  }
}

export const discenteEdicaoService = {
  /**
   * A guardian of the child saves its record. One transaction: the child, its medical record (a new
   * version), its emergency contacts, one history row per changed record with only the changed fields,
   * the audit row, and, when something the caregivers act on changed, their notifications.
   */
  async update(deps: DiscenteEdicaoDeps, actor: Actor, idDisc: string, body: Edicao): Promise<DiscenteRead> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, idDisc);
    const now = deps.clock.now();

    const outcome = await db.transaction(async (tx) => {
      const current = await repo.lockAndRead(tx, idDisc);
      if (!current) throw notFound('Criança');
      assertOwnContacts(body.contato, current.contatos);
      const escolaId = current.discente.escolaId;
      const history: {
        entidade: string;
        entidadeId: string;
        acao: 'criado' | 'alterado' | 'removido';
        antes: Snapshot | null;
        depois: Snapshot | null;
      }[] = [];

      const discenteDiff = diff(
        discenteSnapshot(current.discente),
        discenteSnapshot({ ...body, deficiencia: body.deficiencia ?? null }),
      );
      if (discenteDiff) {
        await repo.updateDiscente(tx, idDisc, discenteDiff.depois as Partial<DiscenteRow>);
        history.push({ entidade: 'discente', entidadeId: idDisc, acao: 'alterado', ...discenteDiff });
      }

      const novaFicha = fichaFromEdicao(body.fichaMed);
      let fichaDiff: Diff | null = null;
      if (current.ficha) fichaDiff = diff(fichaSnapshot(current.ficha), fichaSnapshot(novaFicha));
      else fichaDiff = { antes: {}, depois: filled(fichaSnapshot(novaFicha)) };
      if (fichaDiff) {
        await discenteRepository.upsertFichaMed(tx, {
          discenteId: idDisc,
          ...novaFicha,
          alteradoPor: actor.usuarioId,
        });
        history.push({
          entidade: 'ficha_med',
          entidadeId: current.ficha?.id ?? idDisc,
          acao: current.ficha ? 'alterado' : 'criado',
          antes: current.ficha ? fichaDiff.antes : null,
          depois: fichaDiff.depois,
        });
      }

      const contatos: MudancasContatos = { adicionados: [], alterados: [], removidos: [] };
      const kept = new Set(body.contato.flatMap((c) => (c.idContato ? [c.idContato] : [])));
      const removed = current.contatos.filter((c) => !kept.has(c.id));
      await repo.deleteContatos(
        tx,
        idDisc,
        removed.map((c) => c.id),
      );
      for (const c of removed) {
        contatos.removidos.push(c);
        history.push({
          entidade: 'contato_emergencia',
          entidadeId: c.id,
          acao: 'removido',
          antes: contatoSnapshot(c),
          depois: null,
        });
      }
      for (const [i, c] of body.contato.entries()) {
        const before = c.idContato ? current.contatos.find((x) => x.id === c.idContato) : undefined;
        if (!before) {
          const row = await discenteRepository.createContato(tx, {
            discenteId: idDisc,
            ...contatoSnapshotOf(c),
            createdAt: new Date(now.getTime() + i),
          });
          contatos.adicionados.push(c);
          history.push({
            entidade: 'contato_emergencia',
            entidadeId: row.id,
            acao: 'criado',
            antes: null,
            depois: contatoSnapshot(c),
          });
          continue;
        }
        const d = diff(contatoSnapshot(before), contatoSnapshot(c));
        if (!d) continue;
        await repo.updateContato(tx, idDisc, before.id, d.depois);
        contatos.alterados.push(c);
        history.push({ entidade: 'contato_emergencia', entidadeId: before.id, acao: 'alterado', ...d });
      }

      if (history.length === 0) return null;
      await repo.recordHistory(
        tx,
        history.map((h) => ({
          ...h,
          escolaId,
          discenteId: idDisc,
          usuarioId: actor.usuarioId,
          createdAt: now,
        })),
      );
      await auditRepository.record(tx, {
        escolaId,
        usuarioId: actor.usuarioId,
        discenteId: idDisc,
        acao: 'alterar_perfil',
      });

      if (careLines(fichaDiff, contatos).length === 0) return null;
      const crianca = firstName(body.nomeDisc);
      const autor = firstName(actor.nome);
      const titulo: Texto = { chave: 'ficha.titulo', vars: { crianca } };
      // Each reader gets the changes in her words; the text keeps to MAX_TEXTO as the Portuguese one always did.
      const limite = MAX_TEXTO - `${autor} atualizou — `.length;
      const texto: Texto = {
        chave: 'ficha.texto',
        vars: { autor, mudancas: mudancas(fichaDiff, contatos), limite },
      };
      const notice = (link: string): Sent['notice'] => ({
        escolaId,
        prioridade: 'Atenção',
        tipo: 'perfil',
        titulo,
        texto,
        link,
        refId: idDisc,
      });
      const [educators, guardians] = await Promise.all([
        discenteRepository.educatorUsuarioIdsOf(tx, idDisc),
        discenteRepository.guardianUsuarioIdsOf(tx, idDisc),
      ]);
      const sent: Sent[] = [
        {
          recipients: educators.filter((id) => id !== actor.usuarioId),
          notice: notice(`/crianca/${idDisc}`),
        },
        {
          recipients: guardians.filter((id) => id !== actor.usuarioId && !educators.includes(id)),
          notice: notice(`/perfil/${idDisc}`),
        },
      ];
      for (const s of sent)
        if (s.recipients.length > 0) await notificacaoService.record(tx, s.recipients, s.notice);
      return { sent, mudancas: { ficha: fichaDiff, contatos, crianca } };
    });

    if (outcome) await emailAfterCommit(deps, outcome.sent, outcome.mudancas);
    const [child] = await withPickupLists(
      db,
      await discenteRepository.readMany(db, [idDisc]),
      deps.clock.now(),
    );
    return child!;
  },

  /** The record's change history: for whoever may read the child (its guardians, its educators, the director). */
  async historico(db: Db, actor: Actor, idDisc: string): Promise<HistoricoPerfilItem[]> {
    await requireAccess(db, actor, Permissao.DiscenteLer, idDisc);
    await auditRepository.recordReads(db, actor, 'ler_historico_perfil', [idDisc]);
    const rows = await repo.history(db, idDisc, HISTORICO_LIMITE);
    return rows.map(({ row, autorNome, autorPapel }) => {
      const antes = row.antes ?? {};
      const depois = row.depois ?? {};
      const campos = Object.keys({ ...antes, ...depois });
      const contato =
        row.entidade === 'contato_emergencia'
          ? ((depois.nome ?? antes.nome) as string | undefined)
          : undefined;
      return {
        idHistorico: row.id,
        criadoEm: row.createdAt.toISOString(),
        autor: autorNome && autorPapel ? { nome: autorNome, papel: autorPapel } : null,
        entidade: row.entidade as HistoricoPerfilItem['entidade'],
        acao: row.acao,
        titulo: contato ?? null,
        alteracoes: campos.map((campo) => ({
          campo,
          rotulo: rotulo(campo),
          antes: valor(antes[campo]),
          depois: valor(depois[campo]),
        })),
      };
    });
  },
};

const valor = (v: unknown): string | number | null =>
  typeof v === 'string' || typeof v === 'number' ? v : null;

const contatoSnapshotOf = (c: ContatoEdicao) => ({
  nome: c.nome,
  parentesco: c.parentesco,
  numeroTelefone: c.numeroTelefone,
  numeroCelular: c.numeroCelular,
});
