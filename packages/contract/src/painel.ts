import { z } from 'zod';
import { tiposAtividade } from './atividade';
import { importancias } from './aviso';

/** The guardian's dashboard (Agenda Geral) in one answer, for the child chosen in the picker. */
export const FOTOS_NO_PAINEL = 6;
export const AVISOS_NO_PAINEL = 2;

const ultimaAtividade = z.object({ idAtividade: z.string(), tituloAtv: z.string(), data: z.string() }).nullable();

export const painelRead = z.object({
  /** Per activity kind (the three cards), the latest activity up to today, or null. */
  atividades: z.object(Object.fromEntries(tiposAtividade.map((tipo) => [tipo, ultimaAtividade])) as Record<(typeof tiposAtividade)[number], typeof ultimaAtividade>),
  /** The most recent photos the guardian may see of this child's classes and tags (consent applied), newest first. */
  fotos: z.array(z.object({ idMemoria: z.string(), miniatura: z.string(), descricao: z.string().nullable(), criadoEm: z.string() })),
  /** The latest notices addressed to this guardian (the child's classes and the whole school), newest first. */
  avisos: z.array(z.object({ idAviso: z.string(), tituloAviso: z.string(), importancia: z.enum(importancias), lido: z.boolean(), criadoEm: z.string() })),
  /** Polls open today for the child's classes that nobody has answered for this child yet. */
  enquetesPendentes: z.number().int(),
});
export type PainelRead = z.infer<typeof painelRead>;
