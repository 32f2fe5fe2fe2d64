import { sql, type SQL } from 'drizzle-orm';
import type {
  Importancia,
  MuralCursor,
  PreferenciasNotificacao,
  TipoAtividade,
  TipoMural,
} from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { memoriaVisivelParaResponsavel } from '../memoria/memoria.visibility';

/** Who is asking for a guardian's wall: the guardian (usuario) and the child whose classes it shows. */
export type GuardianScope = { usuarioId: string; discenteId: string; escolaId: string };

export type ChildContext = {
  escolaId: string;
  fusoHorario: string;
  /** The asking user is an active guardian of the child. */
  guardian: boolean;
  /** The child's active classes, by name. */
  turmas: { idTurma: string; nomeTurma: string }[];
};

export type WallRow = {
  tipo: TipoMural;
  id: string;
  /** The creation instant to the microsecond (ISO, UTC): the keyset position. */
  t: string;
  titulo: string;
  resumo: string;
  importancia: Importancia | null;
  tipoAtividade: TipoAtividade | null;
  data: string | null;
  largura: number | null;
  altura: number | null;
  inicio: string | null;
  fim: string | null;
  autorNome: string;
  autorFoto: string | null;
};

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Characters kept for a summary: one more than shown, so the service knows when to add an ellipsis. */
const RESUMO = 161;
const isoMicros = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Keyset condition on (created_at, id), newest first. The first term is a plain range the
 * (turma_id, created_at) indexes can seek on; the second breaks ties within one instant.
 */
function before(cursor: MuralCursor | null, createdAt: SQL, id: SQL): SQL {
  if (!cursor) return sql`true`;
  return sql`${createdAt} <= ${cursor.t}::timestamptz and (${createdAt} < ${cursor.t}::timestamptz or ${id} < ${cursor.id}::uuid)`;
}

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * One branch per source, each ordered and limited by its own index, so a page never reads more than
 * `limit` rows of any source; the outer query merges them and adds the authors of the page only.
 */
function wallBranches(
  turmaIds: string[],
  guardian: GuardianScope | null,
  cursor: MuralCursor | null,
  limit: number,
): SQL[] {
  const turmas = inList(turmaIds);
  const page = sql`order by created_at desc, id desc limit ${limit}`;
  const cols = (tipo: TipoMural, rest: SQL) =>
    sql`select ${tipo}::text as tipo, id, created_at, autor_id, ${rest}`;
  const avisoCols = cols(
    'aviso',
    sql`titulo_aviso as titulo, left(conteudo_aviso, ${RESUMO}) as resumo, importancia, null::text as tipo_atividade, null::date as data,
        null::int as largura, null::int as altura, null::date as inicio, null::date as fim`,
  );
  const addressed = guardian
    ? sql`and exists (select 1 from aviso_leitura l where l.aviso_id = aviso.id and l.usuario_id = ${guardian.usuarioId}::uuid)`
    : sql``;
  const branches: SQL[] = [
    sql`(${avisoCols} from aviso where turma_id in (${turmas}) and ${before(cursor, sql`created_at`, sql`id`)} ${addressed} ${page})`,
    sql`(${cols(
      'atividade',
      sql`titulo_atv as titulo, left(descricao_atv, ${RESUMO}) as resumo, null::text as importancia, tipo as tipo_atividade, data,
          null::int as largura, null::int as altura, null::date as inicio, null::date as fim`,
    )} from atividade where turma_id in (${turmas}) and ${before(cursor, sql`created_at`, sql`id`)} ${page})`,
    sql`(${cols(
      'memoria',
      sql`'' as titulo, left(coalesce(descricao, ''), ${RESUMO}) as resumo, null::text as importancia, null::text as tipo_atividade, null::date as data,
          largura, altura, null::date as inicio, null::date as fim`,
    )} from memoria where turma_id in (${turmas}) and ${before(cursor, sql`created_at`, sql`id`)}
        ${guardian ? sql`and ${memoriaVisivelParaResponsavel(guardian.usuarioId, guardian.discenteId)}` : sql``} ${page})`,
    sql`(${cols(
      'enquete',
      sql`pergunta as titulo, '' as resumo, null::text as importancia, null::text as tipo_atividade, null::date as data,
          null::int as largura, null::int as altura, inicio, fim`,
    )} from enquete where turma_id in (${turmas}) and ${before(cursor, sql`created_at`, sql`id`)} ${page})`,
  ];
  // A guardian also sees the school-wide notices addressed to them (as on the notices page).
  if (guardian) {
    branches.push(
      sql`(${avisoCols} from aviso where escola_id = ${guardian.escolaId}::uuid and turma_id is null and ${before(cursor, sql`created_at`, sql`id`)} ${addressed} ${page})`,
    );
  }
  return branches;
}

export const muralRepository = {
  /**
   * The signed-in guardian's home in one round trip: their name and photo, whether a link waits for the
   * school, and their active children in this school (eldest first) with each one's active classes. Being in
   * this list is what lets the dashboard read a child: the access check is this query.
   */
  async guardianHome(db: DbOrTx, usuarioId: string, escolaId: string): Promise<GuardianHome | null> {
    const [row] = await rows<GuardianHome>(
      db,
      sql`select r.nome_resp as "nomeResp", r.ft_perfil_resp as "ftPerfilResp",
            exists (select 1 from responsavel_discente p where p.responsavel_id = r.id and p.status = 'pendente') as "aguardandoAprovacao",
            (select json_build_object('emailNormal', u.email_normal, 'emailAtencao', u.email_atencao, 'emailImportante', u.email_importante,
                                      'notifBanners', u.notif_banners, 'pushNormal', u.push_normal)
               from usuario u where u.id = r.usuario_id) as "preferenciasNotificacao",
            coalesce((select json_agg(json_build_object(
                        'idDisc', d.id, 'nomeDisc', d.nome_disc, 'imgDisc', d.img_disc, 'dataNasDisc', d.data_nas_disc::text,
                        'escolaNome', e.nome, 'fusoHorario', e.fuso_horario,
                        'turmas', coalesce((select json_agg(json_build_object('idTurma', t.id, 'nomeTurma', t.nome_turma) order by t.nome_turma, t.id)
                                            from turma_discente td join turma t on t.id = td.turma_id
                                            where td.discente_id = d.id and t.arquivada_em is null), '[]'::json))
                        order by d.data_nas_disc, d.id)
                      from responsavel_discente rd join discente d on d.id = rd.discente_id join escola e on e.id = d.escola_id
                      where rd.responsavel_id = r.id and rd.status = 'ativo' and d.escola_id = ${escolaId}::uuid), '[]'::json) as discentes
          from responsavel r
          where r.usuario_id = ${usuarioId}::uuid`,
    );
    return row ?? null;
  },

  /** In one round trip: the child's school and time zone, whether the user is its active guardian, and its active classes. */
  async childContext(db: DbOrTx, usuarioId: string, discenteId: string): Promise<ChildContext | null> {
    const [row] = await rows<ChildContext>(
      db,
      sql`select d.escola_id as "escolaId", e.fuso_horario as "fusoHorario",
            exists (select 1 from responsavel_discente rd join responsavel r on r.id = rd.responsavel_id
                    where rd.discente_id = d.id and rd.status = 'ativo' and r.usuario_id = ${usuarioId}::uuid) as guardian,
            coalesce((select json_agg(json_build_object('idTurma', t.id, 'nomeTurma', t.nome_turma) order by t.nome_turma, t.id)
                      from turma_discente td join turma t on t.id = td.turma_id
                      where td.discente_id = d.id and t.arquivada_em is null), '[]'::json) as turmas
          from discente d join escola e on e.id = d.escola_id
          where d.id = ${discenteId}::uuid`,
    );
    return row ?? null;
  },

  /** A page of the wall of these classes, newest first; `limit` + 1 rows tell whether an older page exists. */
  async wall(
    db: DbOrTx,
    turmaIds: string[],
    guardian: GuardianScope | null,
    cursor: MuralCursor | null,
    limit: number,
  ): Promise<WallRow[]> {
    if (turmaIds.length === 0) return [];
    const union = sql.join(wallBranches(turmaIds, guardian, cursor, limit), sql` union all `);
    return rows<WallRow>(
      db,
      sql`select w.tipo, w.id, ${isoMicros(sql`w.created_at`)} as t, w.titulo, w.resumo, w.importancia, w.tipo_atividade as "tipoAtividade",
            w.data::text as data, w.largura, w.altura, w.inicio::text as inicio, w.fim::text as fim,
            coalesce(eq.nome, u.nome) as "autorNome", eq.ft_perfil as "autorFoto"
          from (${union}) w
          join usuario u on u.id = w.autor_id
          left join equipe eq on eq.usuario_id = w.autor_id
          order by w.created_at desc, w.id desc
          limit ${limit}`,
    );
  },

  /**
   * Everything the guardian's dashboard shows, in one statement: the latest activity of each kind up to
   * `hoje`, the newest photos the guardian may see, the latest notices addressed to them, and the open
   * polls not answered for the child.
   */
  async painel(
    db: DbOrTx,
    scope: GuardianScope,
    turmaIds: string[],
    hoje: string,
    tipos: readonly TipoAtividade[],
    limits: { fotos: number; avisos: number },
  ): Promise<PainelRow> {
    const visible = memoriaVisivelParaResponsavel(scope.usuarioId, scope.discenteId);
    const turmas = turmaIds.length > 0 ? inList(turmaIds) : sql`null::uuid`;
    // Photos the child is tagged in that were shared with a class it is no longer in (or any, without a class).
    const foraDasTurmas = turmaIds.length > 0 ? sql`memoria.turma_id not in (${turmas})` : sql`true`;
    const kinds = sql.join(
      tipos.map((t) => sql`${t}::text`),
      sql`, `,
    );
    const fotoCols = sql`memoria.id, memoria.descricao, memoria.created_at`;
    const avisoCols = sql`a.id, a.titulo_aviso, a.importancia, a.created_at, l.lido_em`;
    const addressed = sql`join aviso_leitura l on l.aviso_id = a.id and l.usuario_id = ${scope.usuarioId}::uuid`;
    const [row] = await rows<PainelRow>(
      db,
      sql`select
        (select coalesce(json_agg(json_build_object('tipo', k.tipo, 'idAtividade', x.id, 'tituloAtv', x.titulo_atv, 'data', x.data::text)), '[]'::json)
           from unnest(array[${kinds}]) k(tipo)
           left join lateral (
             select id, titulo_atv, data from atividade
             where turma_id in (${turmas}) and tipo = k.tipo and data <= ${hoje}::date
             order by data desc, created_at desc limit 1) x on true) as atividades,
        (select coalesce(json_agg(json_build_object('idMemoria', f.id, 'descricao', f.descricao, 'criadoEm', ${isoMicros(sql`f.created_at`)})
                                  order by f.created_at desc, f.id desc), '[]'::json)
           from (select * from (
                   (select ${fotoCols} from memoria where turma_id in (${turmas}) and ${visible}
                     order by memoria.created_at desc, memoria.id desc limit ${limits.fotos})
                   union
                   (select ${fotoCols} from memoria_discente md join memoria on memoria.id = md.memoria_id
                     where md.discente_id = ${scope.discenteId}::uuid and ${foraDasTurmas} and ${visible}
                     order by memoria.created_at desc, memoria.id desc limit ${limits.fotos})
                 ) u order by created_at desc, id desc limit ${limits.fotos}) f) as fotos,
        (select coalesce(json_agg(json_build_object('idAviso', n.id, 'tituloAviso', n.titulo_aviso, 'importancia', n.importancia,
                                                    'lido', n.lido_em is not null, 'criadoEm', ${isoMicros(sql`n.created_at`)})
                                  order by n.created_at desc, n.id desc), '[]'::json)
           from (select * from (
                   (select ${avisoCols} from aviso a ${addressed} where a.turma_id in (${turmas})
                     order by a.created_at desc, a.id desc limit ${limits.avisos})
                   union all
                   (select ${avisoCols} from aviso a ${addressed} where a.escola_id = ${scope.escolaId}::uuid and a.turma_id is null
                     order by a.created_at desc, a.id desc limit ${limits.avisos})
                 ) v order by created_at desc, id desc limit ${limits.avisos}) n) as avisos,
        (select count(*)::int from enquete e
           where e.turma_id in (${turmas}) and e.inicio <= ${hoje}::date and e.fim >= ${hoje}::date
             and not exists (select 1 from enquete_voto v where v.enquete_id = e.id and v.discente_id = ${scope.discenteId}::uuid)) as "enquetesPendentes"`,
    );
    return row!;
  },
};

export type GuardianHome = {
  nomeResp: string;
  ftPerfilResp: string | null;
  aguardandoAprovacao: boolean;
  /** The account's notification preferences (the dashboard's banners follow them). */
  preferenciasNotificacao: PreferenciasNotificacao;
  discentes: {
    idDisc: string;
    nomeDisc: string;
    imgDisc: string | null;
    dataNasDisc: string;
    escolaNome: string;
    fusoHorario: string;
    turmas: { idTurma: string; nomeTurma: string }[];
  }[];
};

export type PainelRow = {
  atividades: {
    tipo: TipoAtividade;
    idAtividade: string | null;
    tituloAtv: string | null;
    data: string | null;
  }[];
  fotos: { idMemoria: string; descricao: string | null; criadoEm: string }[];
  avisos: {
    idAviso: string;
    tituloAviso: string;
    importancia: Importancia;
    lido: boolean;
    criadoEm: string;
  }[];
  enquetesPendentes: number;
};
