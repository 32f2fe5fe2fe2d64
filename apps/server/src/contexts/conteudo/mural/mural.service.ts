import {
  AVISOS_NO_PAINEL,
  encodeMuralCursor,
  FOTOS_NO_PAINEL,
  ITENS_MURAL_POR_PAGINA,
  memoriaImagemPath,
  tiposAtividade,
  type MuralCursor,
  type MuralItem,
  type MuralPage,
  type PainelRead,
} from '@lunna/contract';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { muralRepository, type ChildContext, type PainelRow, type WallRow } from './mural.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type MuralDeps = { db: Db; clock: Clock };

const RESUMO_MAX = 160;
const resumo = (text: string) =>
  text.length > RESUMO_MAX ? `${text.slice(0, RESUMO_MAX - 1).trimEnd()}…` : text;

/** Where each kind of item is opened in the portal. */
function linkOf(row: WallRow): string {
  switch (row.tipo) {
    case 'aviso':
      return `/avisos#aviso-${row.id}`;
    case 'atividade':
      return `/atividade?tipo=${row.tipoAtividade}#atividade-${row.id}`;
    case 'memoria':
      return `/memoria#memoria-${row.id}`;
    case 'enquete':
      return `/enquetes#enquete-${row.id}`;
  }
}

function toItem(row: WallRow): MuralItem {
  const base = {
    id: row.id,
    criadoEm: new Date(row.t).toISOString(),
    autor: { nome: row.autorNome, ftPerfil: row.autorFoto },
    titulo: row.titulo,
    resumo: resumo(row.resumo),
    link: linkOf(row),
  };
  switch (row.tipo) {
    case 'aviso':
      return { tipo: 'aviso', ...base, importancia: row.importancia! };
    case 'atividade':
      return { tipo: 'atividade', ...base, tipoAtividade: row.tipoAtividade!, data: row.data! };
    case 'memoria':
      return {
        tipo: 'memoria',
        ...base,
        miniatura: memoriaImagemPath(row.id, 'miniatura'),
        largura: row.largura!,
        altura: row.altura!,
      };
    case 'enquete':
      return { tipo: 'enquete', ...base, inicio: row.inicio!, fim: row.fim! };
  }
}

function toPage(turmas: MuralPage['turmas'], rows: WallRow[]): MuralPage {
  const itens = rows.slice(0, ITENS_MURAL_POR_PAGINA);
  const last = itens.at(-1);
  const more = rows.length > ITENS_MURAL_POR_PAGINA && last;
  return {
    turmas,
    itens: itens.map(toItem),
    proximoCursor: more ? encodeMuralCursor({ t: last.t, id: last.id }) : null,
  };
}

/** The dashboard's cards from the row of `muralRepository.painel`. */
export function toPainelRead(row: PainelRow): PainelRead {
  const atividades = Object.fromEntries(
    tiposAtividade.map((tipo) => {
      const found = row.atividades.find((a) => a.tipo === tipo);
      return [
        tipo,
        found?.idAtividade
          ? { idAtividade: found.idAtividade, tituloAtv: found.tituloAtv!, data: found.data! }
          : null,
      ];
    }),
  ) as PainelRead['atividades'];
  return {
    atividades,
    fotos: row.fotos.map((f) => ({
      idMemoria: f.idMemoria,
      miniatura: memoriaImagemPath(f.idMemoria, 'miniatura'),
      descricao: f.descricao,
      criadoEm: new Date(f.criadoEm).toISOString(),
    })),
    avisos: row.avisos.map((a) => ({ ...a, criadoEm: new Date(a.criadoEm).toISOString() })),
    enquetesPendentes: row.enquetesPendentes,
  };
}

/** Only an active guardian of the child, in the child's school; anyone else learns nothing about it. */
async function guardianContext(db: Db, actor: Actor, discenteId: string): Promise<ChildContext> {
  if (actor.papel !== 'responsavel') throw forbidden();
  const ctx = await muralRepository.childContext(db, actor.usuarioId, discenteId);
  if (!ctx) throw notFound('Criança');
  if (ctx.escolaId !== actor.escolaId || !ctx.guardian) throw forbidden();
  return ctx;
}

export const muralService = {
  /** The wall of the child's active classes as the guardian sees it: notices addressed to them, photos they may see. */
  async forChild(
    deps: MuralDeps,
    actor: Actor,
    discenteId: string,
    cursor: MuralCursor | null,
  ): Promise<MuralPage> {
    const ctx = await guardianContext(deps.db, actor, discenteId);
    const scope = { usuarioId: actor.usuarioId, discenteId, escolaId: ctx.escolaId };
    const rows = await muralRepository.wall(
      deps.db,
      ctx.turmas.map((t) => t.idTurma),
      scope,
      cursor,
      ITENS_MURAL_POR_PAGINA + 1,
    );
    return toPage(ctx.turmas, rows);
  },

  /** The class's educators and the director: everything posted to the class. */
  async forTurma(
    deps: MuralDeps,
    actor: Actor,
    turmaId: string,
    cursor: MuralCursor | null,
  ): Promise<MuralPage> {
    const turma = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const rows = await muralRepository.wall(deps.db, [turmaId], null, cursor, ITENS_MURAL_POR_PAGINA + 1);
    return toPage([{ idTurma: turma.id, nomeTurma: turma.nomeTurma }], rows);
  },

  /** The guardian's dashboard for one child, in one call. */
  async painel(deps: MuralDeps, actor: Actor, discenteId: string): Promise<PainelRead> {
    const ctx = await guardianContext(deps.db, actor, discenteId);
    const hoje = localDate(deps.clock.now(), ctx.fusoHorario);
    const row = await muralRepository.painel(
      deps.db,
      { usuarioId: actor.usuarioId, discenteId, escolaId: ctx.escolaId },
      ctx.turmas.map((t) => t.idTurma),
      hoje,
      tiposAtividade,
      { fotos: FOTOS_NO_PAINEL, avisos: AVISOS_NO_PAINEL },
    );
    return toPainelRead(row);
  },
};
