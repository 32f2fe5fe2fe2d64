import type { ItemAcesso } from '@lunna/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * What each audit_log read (acao) and each historico_alteracao change (entidade) is, for the guardian's
 * access log. Anything not listed is left out: the custody restrictions ('restricao_custodia') are the
 * school's alone (the restricted person may be a guardian), and school-wide entries carry no child.
 */
export const LEITURAS: Record<string, ItemAcesso> = {
  ler_ficha_saude: 'ficha_crianca',
  ler_perfil: 'perfil',
  ler_historico_perfil: 'historico_perfil',
  ler_alergias_cardapio: 'alergias',
  ler_diario_saude: 'diario_saude',
  ler_foto: 'foto',
  ler_documento: 'documento',
};

export const ALTERACOES: Record<string, ItemAcesso> = {
  discente: 'perfil',
  discente_imagem: 'foto',
  ficha_med: 'ficha_medica',
  contato_emergencia: 'contatos_emergencia',
  autorizado_busca: 'lista_busca',
  responsavel_discente: 'responsaveis',
};

export type AcessoCursor = { em: string; id: string };

export type AcessoRow = {
  id: string;
  em: string;
  quando: string;
  chave: string;
  tipo: 'leitura' | 'alteracao';
  nome: string;
  papel: 'pedagogo' | 'gestor';
};

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export const acessosRepository = {
  /**
   * Reads (audit_log) and changes (historico_alteracao) of a child's data by staff of the child's school,
   * newest first, after `cursor`. The family's own entries are not listed.
   */
  async page(
    db: DbOrTx,
    discenteId: string,
    escolaId: string,
    cursor: AcessoCursor | null,
    limit: number,
  ): Promise<AcessoRow[]> {
    const after = cursor
      ? sql`where (x.created_at, x.id) < (${cursor.em}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const result = await db.execute(sql`
      select x.id::text as id, x.created_at::text as em, to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as quando, x.chave, x.tipo, x.nome, x.papel from (
        select a.id, a.created_at, a.acao as chave, 'leitura' as tipo, u.nome, u.papel
        from audit_log a join usuario u on u.id = a.usuario_id
        where a.discente_id = ${discenteId} and u.escola_id = ${escolaId} and u.papel in ('pedagogo', 'gestor')
          and a.acao in (${list(Object.keys(LEITURAS))})
        union all
        select h.id, h.created_at, h.entidade as chave, 'alteracao' as tipo, u.nome, u.papel
        from historico_alteracao h join usuario u on u.id = h.usuario_id
        where h.discente_id = ${discenteId} and u.escola_id = ${escolaId} and u.papel in ('pedagogo', 'gestor')
          and h.entidade in (${list(Object.keys(ALTERACOES))})
      ) x
      ${after}
      order by x.created_at desc, x.id desc
      limit ${limit}`);
    return (result as unknown as { rows: AcessoRow[] }).rows;
  },
};
