import { msg, type AcessoList } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { validation } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { acessosRepository, ALTERACOES, LEITURAS, type AcessoCursor } from './acessos.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

const PAGE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/;

const encodeCursor = (c: AcessoCursor) => Buffer.from(`${c.em}|${c.id}`).toString('base64url');

function decodeCursor(raw: string | undefined): AcessoCursor | null {
  if (!raw) return null;
  const [em = '', id = ''] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!UUID.test(id) || !TIMESTAMP.test(em)) throw validation({ cursor: msg.cursorInvalido });
  return { em, id };
}

export const acessosService = {
  /**
   * The child's guardians: who at the school (educators, the director) read or changed the child's
   * medical record, documents and photos, pickup list or profile, and when. Newest first, a page at a time.
   */
  async list(db: Db, actor: Actor, discenteId: string, cursor?: string): Promise<AcessoList> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    const after = decodeCursor(cursor);
    const rows = await acessosRepository.page(db, discenteId, actor.escolaId, after, PAGE + 1);
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      itens: page.map((r) => ({
        idAcesso: r.id,
        nome: r.nome,
        papel: r.papel,
        tipo: r.tipo,
        item: (r.tipo === 'leitura' ? LEITURAS[r.chave] : ALTERACOES[r.chave])!,
        quando: r.quando,
      })),
      proximoCursor: rows.length > PAGE && last ? encodeCursor({ em: last.em, id: last.id }) : null,
    };
  },
};
