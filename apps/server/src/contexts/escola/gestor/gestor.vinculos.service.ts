import { msg, type VinculoGestor } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { safeError } from '../../../lib/error-handler';
import type { Actor } from '../../../lib/actor';
import { firstName } from '../../familia/convite/convite.emails';
import { conviteService, type ConviteDeps } from '../../familia/convite/convite.service';
import { escolaRepository } from '../escola/escola.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import type { Texto } from '../../../lib/textos/textos';
import { familiaAguardandoEmail, vinculoAprovadoEmail, vinculoRecusadoEmail } from './gestor.emails';
import { gestorRepository, type VinculoStatus } from './gestor.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type VinculosDeps = ConviteDeps;

const FAMILIAS_LINK = '/escola#familias';
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const linkNotFound = () => notFound('Vínculo');

/** One of the school's links, or 404: another school's ids answer like ids that never existed. */
type SchoolLink = NonNullable<Awaited<ReturnType<typeof gestorRepository.link>>>;

async function schoolLink(
  deps: VinculosDeps,
  escolaId: string,
  idResp: string,
  idDisc: string,
): Promise<SchoolLink> {
  const link = await gestorRepository.link(deps.db, escolaId, idResp, idDisc);
  if (!link) throw linkNotFound();
  return link;
}

async function schoolName(db: DbOrTx, escolaId: string) {
  return (await escolaRepository.details(db, escolaId))?.nome ?? 'escola';
}

/** After the commit: a mail failure is logged and undoes nothing. */
async function emailQuietly(log: FastifyBaseLogger, what: string, send: () => Promise<unknown>) {
  await send().catch((err: Error) => log.error({ err: safeError(err) }, `${what} e-mails failed`));
}

/** What the guardian is told when the director approves ('ativo') or declines ('suspenso') a pending link. */
function decisionNotice(
  to: 'ativo' | 'suspenso',
  nomeDisc: string,
  escola: string,
): { titulo: Texto; texto: Texto } {
  const vars = { crianca: firstName(nomeDisc), escola };
  return to === 'ativo'
    ? { titulo: { chave: 'vinculo.aprovado.titulo', vars }, texto: { chave: 'vinculo.aprovado.texto', vars } }
    : {
        titulo: { chave: 'vinculo.recusado.titulo', vars },
        texto: { chave: 'vinculo.recusado.texto', vars },
      };
}

/**
 * Settles a pending link: the status moves only if it is still pending (a concurrent decision wins once),
 * an approved child joins the school's lists, the change is kept in the history and the guardian is told.
 */
async function settlePending(
  deps: VinculosDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  link: SchoolLink,
  to: 'ativo' | 'suspenso',
) {
  const { escolaId, usuarioId } = await requireAccess(deps.db, actor, Permissao.Direcao);
  const escola = await schoolName(deps.db, escolaId);
  await deps.db.transaction(async (tx) => {
    if (!(await gestorRepository.moveLink(tx, link.idResp, link.idDisc, 'pendente', to)))
      throw conflict(msg.vinculoNaoPendente);
    if (to === 'ativo') await gestorRepository.admitChild(tx, link.idDisc);
    await gestorRepository.recordHistory(tx, {
      escolaId,
      discenteId: link.idDisc,
      usuarioId,
      entidade: 'responsavel_discente',
      entidadeId: link.idResp,
      acao: 'alterado',
      antes: { status: 'pendente' },
      depois: { status: to },
    });
    await notificacaoService.record(tx, [link.usuarioResp], {
      escolaId,
      prioridade: 'Importante',
      tipo: 'convite',
      ...decisionNotice(to, link.nomeDisc, escola),
      link: '/dashboard',
      refId: null,
    });
  });
  await emailQuietly(log, to === 'ativo' ? 'link approved' : 'link declined', () =>
    notificacaoService.email(deps.db, deps.mailer, log, [link.usuarioResp], 'Importante', (nome, idioma) =>
      to === 'ativo'
        ? vinculoAprovadoEmail(idioma, nome, link.nomeDisc, escola, `${deps.publicUrl}/dashboard`)
        : vinculoRecusadoEmail(idioma, nome, link.nomeDisc, escola),
    ),
  );
}

export const vinculosService = {
  async list(deps: VinculosDeps, actor: Actor, status?: VinculoStatus): Promise<VinculoGestor[]> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const rows = await gestorRepository.links(deps.db, escolaId, status);
    return rows.map(toRead);
  },

  /** The director lets a family that registered with the school code follow its child. */
  async approve(
    deps: VinculosDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    idResp: string,
    idDisc: string,
  ): Promise<VinculoGestor> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const link = await schoolLink(deps, escolaId, idResp, idDisc);
    if (link.status !== 'pendente') throw conflict(msg.vinculoNaoPendente);
    await settlePending(deps, log, actor, link, 'ativo');
    return { ...toRead(link), status: 'ativo' };
  },

  /**
   * The link becomes 'suspenso'. A pending one is declined (even when the child has no other guardian:
   * the family never had access, so nobody loses a guardian); an active one is removed through the same
   * rule as on the child's profile, which never removes the last active guardian.
   */
  async remove(
    deps: VinculosDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    idResp: string,
    idDisc: string,
  ): Promise<void> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const link = await schoolLink(deps, escolaId, idResp, idDisc);
    if (link.status === 'suspenso') throw conflict(msg.vinculoJaRemovido);
    if (link.status === 'ativo') {
      await conviteService.remove(deps, log, actor, idDisc, idResp);
      return;
    }
    await settlePending(deps, log, actor, link, 'suspenso');
  },

  /**
   * The end of a self-registration: at a school that approves families, the guardian's links wait for
   * the director and the school's directors are told (inside the caller's transaction). Returns the
   * directors to e-mail after the commit, or null when the school does not ask for approval.
   */
  async holdAtRegistration(tx: DbOrTx, actor: Actor, responsavel: { id: string; nomeResp: string }) {
    const escola = await escolaRepository.details(tx, actor.escolaId);
    if (!escola?.aprovarVinculos) return null;
    const children = await gestorRepository.holdFamily(tx, responsavel.id);
    if (children.length === 0) return null;
    const directors = await gestorRepository.directorsOf(tx, actor.escolaId);
    const nomes = children.map((c) => firstName(c.nomeDisc));
    await notificacaoService.record(tx, directors, {
      escolaId: actor.escolaId,
      prioridade: 'Atenção',
      tipo: 'solicitacao',
      titulo: { chave: 'vinculo.aguardando.titulo' },
      texto: {
        chave: 'vinculo.aguardando.texto',
        vars: { nome: responsavel.nomeResp, criancas: nomes.join(', ') },
      },
      link: FAMILIAS_LINK,
      refId: null,
    });
    return { directors, nomeResp: responsavel.nomeResp, criancas: children.map((c) => c.nomeDisc) };
  },

  async emailDirectors(
    deps: Pick<VinculosDeps, 'db' | 'mailer' | 'publicUrl'>,
    log: FastifyBaseLogger,
    held: { directors: string[]; nomeResp: string; criancas: string[] },
  ) {
    await emailQuietly(log, 'family awaiting approval', () =>
      notificacaoService.email(deps.db, deps.mailer, log, held.directors, 'Atenção', (nome, idioma) =>
        familiaAguardandoEmail(
          idioma,
          nome,
          held.nomeResp,
          held.criancas,
          `${deps.publicUrl}${FAMILIAS_LINK}`,
        ),
      ),
    );
  },
};

function toRead(r: Awaited<ReturnType<typeof gestorRepository.link>> & object): VinculoGestor {
  return {
    idResp: r.idResp,
    nomeResp: r.nomeResp,
    emailResp: r.emailResp,
    idDisc: r.idDisc,
    nomeDisc: r.nomeDisc,
    parentesco: r.parentesco,
    status: r.status,
    criadoEm: r.criadoEm.toISOString(),
  };
}
