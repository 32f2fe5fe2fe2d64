import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

export const CHILDREN_PER_CLASS = 50;

/**
 * Grows the demo school to the size the load targets are set for: every class with 50 children (each
 * with a guardian), and a year of school days of content per class — a notice, an activity, three
 * photos (each tagged with a child, most children with photo consent) every day, a poll every week with
 * votes, and a school-wide notice every week. Plain SQL with generate_series, so it takes seconds.
 */
export async function seedYearOfContent(
  db: Db,
  escolaId: string,
  favouritesOf: string,
): Promise<Record<string, number>> {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const author = sql`(select tp.usuario_id from turma_pedagogo tp where tp.turma_id = t.id limit 1)`;

  await run(sql`
    insert into discente (escola_id, nome_disc, cpf_disc, rg_disc, data_nas_disc, altura_disc, peso_disc)
    select ${escolaId}, 'Criança ' || t.nome_turma || ' ' || g, 'bench-' || t.id || '-' || g, 'rg-' || g, date '2022-06-01', 95, 14.5
    from turma t, generate_series(1, ${CHILDREN_PER_CLASS} - (select count(*) from turma_discente td where td.turma_id = t.id)) g
    where t.escola_id = ${escolaId}`);
  await run(sql`
    insert into turma_discente (turma_id, discente_id)
    select t.id, d.id from turma t join discente d on d.cpf_disc like 'bench-' || t.id || '-%'`);
  await run(sql`
    insert into usuario (escola_id, email, senha_hash, papel, nome)
    select ${escolaId}, d.cpf_disc || '@bench.lunna', 'x', 'responsavel', 'Família ' || d.nome_disc
    from discente d where d.cpf_disc like 'bench-%'`);
  await run(sql`
    insert into responsavel (usuario_id, escola_id, nome_resp, cpf_resp, rg_resp, email_rec_resp, numero_tel, numero_cel, rua, bairro, cep, uf)
    select u.id, ${escolaId}, u.nome, u.email, 'rg', u.email, '1133334444', '11988887777', 'Rua', 'Bairro', '01000-000', 'SP'
    from usuario u where u.email like 'bench-%'`);
  await run(sql`
    insert into responsavel_discente (responsavel_id, discente_id, parentesco)
    select r.id, d.id, 'Mãe' from discente d join usuario u on u.email = d.cpf_disc || '@bench.lunna' join responsavel r on r.usuario_id = u.id`);
  // Nine in ten children have photo consent.
  await run(sql`
    insert into consentimento (discente_id, usuario_id, finalidade, concedido)
    select rd.discente_id, r.usuario_id, 'fotos_turma', true
    from responsavel_discente rd join responsavel r on r.id = rd.responsavel_id
    join discente d on d.id = rd.discente_id
    where d.cpf_disc like 'bench-%' and (hashtext(d.id::text) % 10) <> 0`);

  const schoolDays = sql`(select d::date as dia from generate_series(current_date - 365, current_date - 1, interval '1 day') d where extract(isodow from d) < 6)`;
  await run(sql`
    insert into aviso (escola_id, turma_id, autor_id, titulo_aviso, conteudo_aviso, importancia, created_at)
    select ${escolaId}, t.id, ${author}, 'Aviso do dia ' || to_char(s.dia, 'DD/MM'), 'Conteúdo do aviso da turma.',
      (array['Normal','Atenção','Importante'])[1 + (extract(doy from s.dia)::int % 3)], s.dia + time '08:00'
    from turma t, ${schoolDays} s where t.escola_id = ${escolaId}`);
  await run(sql`
    insert into aviso (escola_id, turma_id, autor_id, titulo_aviso, conteudo_aviso, importancia, created_at)
    select ${escolaId}, null, (select id from usuario where escola_id = ${escolaId} and papel = 'gestor' limit 1),
      'Aviso da escola ' || to_char(s.dia, 'DD/MM'), 'Conteúdo para toda a escola.', 'Normal', s.dia + time '07:00'
    from ${schoolDays} s where extract(isodow from s.dia) = 1`);
  // Every notice goes to the guardians of its class (or of the whole school), as when it is sent.
  await run(sql`
    insert into aviso_leitura (aviso_id, usuario_id, lido_em)
    select distinct a.id, r.usuario_id, case when hashtext(a.id::text || r.usuario_id::text) % 3 = 0 then null else a.created_at + interval '2 hours' end
    from aviso a
    join turma_discente td on (a.turma_id is null or td.turma_id = a.turma_id)
    join turma t on t.id = td.turma_id and t.escola_id = ${escolaId}
    join responsavel_discente rd on rd.discente_id = td.discente_id
    join responsavel r on r.id = rd.responsavel_id
    where a.escola_id = ${escolaId}
    on conflict do nothing`);
  await run(sql`
    insert into atividade (escola_id, turma_id, autor_id, data, tipo, titulo_atv, descricao_atv, pontos, created_at)
    select ${escolaId}, t.id, ${author}, s.dia, (array['recreativa','linguistica','comportamental'])[1 + (extract(doy from s.dia)::int % 3)],
      'Atividade de ' || to_char(s.dia, 'DD/MM'), 'Descrição da atividade do dia.', '["coordenacao_motora","autoestima"]'::jsonb, s.dia + time '10:00'
    from turma t, ${schoolDays} s where t.escola_id = ${escolaId}`);
  await run(sql`
    insert into memoria (escola_id, turma_id, autor_id, descricao, imagem, miniatura, original, largura, altura, created_at)
    select ${escolaId}, t.id, ${author}, 'Foto ' || h || ' de ' || to_char(s.dia, 'DD/MM'), 'bench.webp', 'bench.webp', 'bench.jpg', 1600, 1200,
      s.dia + make_interval(hours => 8 + 2 * h)
    from turma t, ${schoolDays} s, generate_series(1, 3) h where t.escola_id = ${escolaId}`);
  await run(sql`
    insert into memoria_discente (memoria_id, discente_id)
    select m.id, td.discente_id
    from memoria m
    join lateral (
      select td.discente_id, row_number() over (order by td.discente_id) as n from turma_discente td where td.turma_id = m.turma_id
    ) td on td.n = 1 + abs(hashtext(m.id::text)) % ${CHILDREN_PER_CLASS}
    where m.escola_id = ${escolaId} and m.imagem = 'bench.webp'`);
  await run(sql`
    insert into enquete (escola_id, turma_id, autor_id, pergunta, inicio, fim, created_at)
    select ${escolaId}, t.id, ${author}, 'Pergunta da semana de ' || to_char(s.dia, 'DD/MM') || '?', s.dia, s.dia + 4, s.dia + time '09:00'
    from turma t, ${schoolDays} s where t.escola_id = ${escolaId} and extract(isodow from s.dia) = 1`);
  await run(sql`
    insert into enquete_opcao (enquete_id, ordem, texto)
    select e.id, o, 'Opção ' || (o + 1) from enquete e, generate_series(0, 3) o
    where e.escola_id = ${escolaId} and not exists (select 1 from enquete_opcao x where x.enquete_id = e.id)`);
  await run(sql`
    insert into enquete_voto (enquete_id, discente_id, opcao_id, usuario_id)
    select e.id, td.discente_id, (select o.id from enquete_opcao o where o.enquete_id = e.id order by o.ordem offset abs(hashtext(td.discente_id::text || e.id::text)) % 4 limit 1),
      (select r.usuario_id from responsavel_discente rd join responsavel r on r.id = rd.responsavel_id where rd.discente_id = td.discente_id limit 1)
    from enquete e join turma_discente td on td.turma_id = e.turma_id
    where e.escola_id = ${escolaId} and abs(hashtext(td.discente_id::text || e.id::text)) % 10 < 6
    on conflict do nothing`);
  // The benchmarked guardian keeps one photo in twenty as a favourite.
  await run(sql`
    insert into memoria_favorito (memoria_id, usuario_id)
    select m.id, ${favouritesOf} from memoria m where m.escola_id = ${escolaId} and abs(hashtext(m.id::text)) % 20 = 0`);
  await run(sql`analyze`);

  const counts: Record<string, number> = {};
  for (const table of [
    'discente',
    'aviso',
    'aviso_leitura',
    'atividade',
    'memoria',
    'memoria_discente',
    'enquete',
    'enquete_voto',
  ]) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}
