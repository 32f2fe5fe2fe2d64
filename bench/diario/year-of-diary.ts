import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

export const CLASS_SIZE = 25;

/**
 * The Girassol class grown to 25 children, and a year of school days of diary for each of them as an
 * educator writes it: breakfast, mood, lunch, a nap with its end, two nappy changes (six entries a day).
 * Plain SQL with generate_series, so it takes seconds. Returns the row counts.
 */
export async function growClassWithAYearOfDiary(db: Db): Promise<{ counts: Record<string, number> }> {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const turma = sql`(select id from turma where nome_turma = 'Turma Girassol')`;
  await run(sql`
    insert into discente (escola_id, nome_disc, cpf_disc, rg_disc, data_nas_disc, altura_disc, peso_disc)
    select t.escola_id, 'Criança Girassol ' || g, 'bench-diario-' || g, 'rg-' || g, date '2022-06-01', 95, 14.5
    from turma t, generate_series(1, ${CLASS_SIZE} - (select count(*) from turma_discente where turma_id = ${turma})) g
    where t.id = ${turma}`);
  await run(
    sql`insert into turma_discente (turma_id, discente_id) select ${turma}, d.id from discente d where d.cpf_disc like 'bench-diario-%'`,
  );

  const dias = sql`(select d::date as dia from generate_series(current_date - 365, current_date - 1, interval '1 day') d where extract(isodow from d) < 6)`;
  const ana = sql`(select id from usuario where email = 'ana.professora@lunna.demo')`;
  const at = (hora: string) => sql.raw(`((s.dia + time '${hora}') at time zone 'America/Sao_Paulo')`);
  const entradas: [string, string, ReturnType<typeof sql>][] = [
    [
      'refeicao',
      '07:50',
      sql`jsonb_build_object('tipo', 'refeicao', 'refeicao', 'cafe_manha', 'quantidade', 'tudo')`,
    ],
    ['humor', '09:20', sql`jsonb_build_object('tipo', 'humor', 'humor', 'feliz')`],
    [
      'higiene',
      '09:45',
      sql`jsonb_build_object('tipo', 'higiene', 'higiene', 'fralda', 'resultados', jsonb_build_array('xixi'))`,
    ],
    [
      'refeicao',
      '10:20',
      sql`jsonb_build_object('tipo', 'refeicao', 'refeicao', 'almoco', 'quantidade', (array['tudo','quase_tudo','metade'])[1 + (extract(doy from s.dia)::int % 3)], 'recusou', 'brócolis')`,
    ],
    [
      'higiene',
      '10:45',
      sql`jsonb_build_object('tipo', 'higiene', 'higiene', 'fralda', 'resultados', jsonb_build_array('xixi', 'coco'))`,
    ],
    [
      'sono',
      '10:55',
      sql`jsonb_build_object('tipo', 'sono', 'fim', to_char(${at('11:35')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    ],
  ];
  for (const [tipo, hora, detalhes] of entradas) {
    await run(sql`
      insert into diario_registro (escola_id, discente_id, turma_id, data, tipo, ocorrido_em, detalhes, autor_id, autor_nome)
      select d.escola_id, d.id, ${turma}, s.dia, ${tipo}, ${at(hora)}, ${detalhes}, ${ana}, 'Ana Beatriz Rocha'
      from turma_discente td join discente d on d.id = td.discente_id, ${dias} s
      where td.turma_id = ${turma}`);
  }
  await run(sql`analyze`);
  const count = async (table: string) =>
    Number(
      (
        (await run(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  return { counts: { 'children in the class': CLASS_SIZE, diario_registro: await count('diario_registro') } };
}
