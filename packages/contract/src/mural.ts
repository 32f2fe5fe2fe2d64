import { z } from 'zod';
import { tiposAtividade } from './atividade-tipos';
import { importancias } from './aviso';
import { msg } from './messages';

/**
 * The class wall: one feed per class, newest first, mixing what was posted to it. It is a query over the
 * notices, activities, memories and polls, not a table of its own.
 */
export const tiposMural = ['aviso', 'atividade', 'memoria', 'enquete'] as const;
export type TipoMural = (typeof tiposMural)[number];

export const ITENS_MURAL_POR_PAGINA = 20;

/**
 * The position after the last item of a page: its creation instant (microseconds, as stored) and id,
 * base64url-encoded so clients treat it as opaque.
 */
export type MuralCursor = { t: string; id: string };

const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real instant: the pattern alone would let '2026-02-31' or '25:00' through to the database. */
function instanteValido(t: string): boolean {
  if (!INSTANTE.test(t)) return false;
  const ms = Date.parse(t);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === t.slice(0, 23);
}

export function encodeMuralCursor(c: MuralCursor): string {
  const json = JSON.stringify([c.t, c.id]);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeMuralCursor(raw: string): MuralCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  try {
    const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(binary);
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [t, id] = value as unknown[];
    if (typeof t !== 'string' || typeof id !== 'string' || !instanteValido(t) || !UUID.test(id)) return null;
    return { t, id: id.toLowerCase() };
  } catch {
    return null;
  }
}

export const muralQuery = z.object({
  cursor: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return null;
      const cursor = decodeMuralCursor(raw);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: msg.valorInvalido });
        return z.NEVER;
      }
      return cursor;
    }),
});
export type MuralQuery = z.input<typeof muralQuery>;

export const idTurmaMuralParam = z.object({ idTurma: z.uuid() });

const autor = z.object({ nome: z.string(), ftPerfil: z.string().nullable() });

const base = {
  /** The notice's, activity's, memory's or poll's id. */
  id: z.string(),
  criadoEm: z.string(),
  autor,
  titulo: z.string(),
  /** A short summary (at most 160 characters). */
  resumo: z.string(),
  /** Where the item is opened in the portal. */
  link: z.string(),
};

export const muralItem = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('aviso'), ...base, importancia: z.enum(importancias) }),
  z.object({
    tipo: z.literal('atividade'),
    ...base,
    tipoAtividade: z.enum(tiposAtividade),
    data: z.string(),
  }),
  /** `miniatura`: the access-checked thumbnail path. */
  z.object({
    tipo: z.literal('memoria'),
    ...base,
    miniatura: z.string(),
    largura: z.number().int(),
    altura: z.number().int(),
  }),
  z.object({ tipo: z.literal('enquete'), ...base, inicio: z.string(), fim: z.string() }),
]);
export type MuralItem = z.infer<typeof muralItem>;

export const muralPage = z.object({
  turmas: z.array(z.object({ idTurma: z.string(), nomeTurma: z.string() })),
  itens: z.array(muralItem),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  proximoCursor: z.string().nullable(),
});
export type MuralPage = z.infer<typeof muralPage>;
