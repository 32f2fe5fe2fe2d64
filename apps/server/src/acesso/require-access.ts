import type { DbOrTx } from '../db/client';
import type { Actor } from '../lib/actor';
import { forbidden, notFound } from '../lib/app-error';
import { acessoRepository } from './acesso.repository';
import { Permissao } from './permissao';

type ResponsavelRow = NonNullable<Awaited<ReturnType<typeof acessoRepository.responsavelOf>>>;
type TurmaRow = NonNullable<Awaited<ReturnType<typeof acessoRepository.turma>>>;

/** What each permission hands back once granted: what the use case would otherwise read again. */
type Concedido = {
  [Permissao.DiscenteLer]: void;
  [Permissao.DiscenteResponsavel]: ResponsavelRow;
  [Permissao.Responsavel]: ResponsavelRow;
  [Permissao.TurmaGerir]: TurmaRow;
  [Permissao.TurmaConteudoLer]: void;
  [Permissao.Equipe]: void;
  [Permissao.Direcao]: { escolaId: string; usuarioId: string };
};

/** The permissions about one resource take its id; the role-wide ones take none. */
type Alvo<P extends Permissao> = P extends
  typeof Permissao.Responsavel | typeof Permissao.Equipe | typeof Permissao.Direcao
  ? []
  : [id: string];

export const isStaff = (actor: Actor) => actor.papel === 'pedagogo' || actor.papel === 'gestor';

/**
 * The one access check, called first by every use case: grants `permissao` on the resource `id` to `actor`
 * or throws 403 (404 when the resource does not exist at all, which reveals nothing an id guess could not).
 * A resource of another school is always 403.
 */
export async function requireAccess<P extends Permissao>(
  db: DbOrTx,
  actor: Actor,
  permissao: P,
  ...alvo: Alvo<P>
): Promise<Concedido[P]> {
  const id = (alvo as string[])[0] ?? '';
  const grant = grants[permissao] as (db: DbOrTx, actor: Actor, id: string) => Promise<Concedido[P]>;
  return grant(db, actor, id);
}

async function responsavel(db: DbOrTx, actor: Actor): Promise<ResponsavelRow> {
  if (actor.papel !== 'responsavel') throw forbidden();
  const profile = await acessoRepository.responsavelOf(db, actor.usuarioId);
  if (!profile) throw forbidden();
  return profile;
}

async function discenteResponsavel(db: DbOrTx, actor: Actor, discenteId: string): Promise<ResponsavelRow> {
  const profile = await responsavel(db, actor);
  const guardians = await acessoRepository.responsavelIdsOfDiscente(db, discenteId);
  if (guardians.length === 0) throw notFound('Criança');
  if (!guardians.includes(profile.id)) throw forbidden();
  return profile;
}

function equipe(actor: Actor): void {
  if (!isStaff(actor)) throw forbidden();
}

const grants: { [P in Permissao]: (db: DbOrTx, actor: Actor, id: string) => Promise<Concedido[P]> } = {
  async [Permissao.DiscenteLer](db, actor, discenteId) {
    const escolaId = await acessoRepository.escolaOfDiscente(db, discenteId);
    if (!escolaId) throw notFound('Criança');
    if (escolaId !== actor.escolaId) throw forbidden();
    if (actor.papel === 'gestor') return;
    if (actor.papel === 'pedagogo') {
      if (!(await acessoRepository.educadorDoDiscente(db, actor.usuarioId, discenteId))) throw forbidden();
      return;
    }
    await discenteResponsavel(db, actor, discenteId);
  },

  [Permissao.DiscenteResponsavel]: discenteResponsavel,

  [Permissao.Responsavel]: (db, actor) => responsavel(db, actor),

  async [Permissao.TurmaGerir](db, actor, turmaId) {
    equipe(actor);
    const row = await acessoRepository.turma(db, turmaId);
    if (!row) throw notFound('Turma');
    if (row.escolaId !== actor.escolaId) throw forbidden();
    if (actor.papel === 'pedagogo' && !(await acessoRepository.educadorDaTurma(db, actor.usuarioId, turmaId)))
      throw forbidden();
    return row;
  },

  async [Permissao.TurmaConteudoLer](db, actor, turmaId) {
    const row = await acessoRepository.turma(db, turmaId);
    if (!row || row.escolaId !== actor.escolaId || row.arquivadaEm) throw forbidden();
    if (actor.papel === 'gestor') return;
    if (actor.papel === 'pedagogo') {
      if (!(await acessoRepository.educadorDaTurma(db, actor.usuarioId, turmaId))) throw forbidden();
      return;
    }
    if (!(await acessoRepository.responsavelNaTurma(db, actor.usuarioId, turmaId))) throw forbidden();
  },

  async [Permissao.Equipe](_db, actor) {
    equipe(actor);
  },

  async [Permissao.Direcao](_db, actor) {
    if (actor.papel !== 'gestor') throw forbidden();
    return { escolaId: actor.escolaId, usuarioId: actor.usuarioId };
  },
};
