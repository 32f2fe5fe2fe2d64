import { z } from 'zod';
import { tiposAtividade } from './atividade-tipos';
import { alertaList } from './alerta';
import { avisoList, importancias } from './aviso';
import { diarioDiscente } from './diario';
import { discenteRead } from './discente';
import { horarioBuscaRead } from './horario-busca';
import { preferenciasNotificacao } from './notificacao';
import { presencaHoje } from './presenca';

/** The guardian's dashboard (Agenda Geral) in one answer, for the child chosen in the picker. */
export const FOTOS_NO_PAINEL = 6;
export const AVISOS_NO_PAINEL = 2;

const ultimaAtividade = z
  .object({ idAtividade: z.string(), tituloAtv: z.string(), data: z.string() })
  .nullable();

export const painelRead = z.object({
  /** Per activity kind (the three cards), the latest activity up to today, or null. */
  atividades: z.object(
    Object.fromEntries(tiposAtividade.map((tipo) => [tipo, ultimaAtividade])) as Record<
      (typeof tiposAtividade)[number],
      typeof ultimaAtividade
    >,
  ),
  /** The most recent photos the guardian may see of this child's classes and tags (consent applied), newest first. */
  fotos: z.array(
    z.object({
      idMemoria: z.string(),
      miniatura: z.string(),
      descricao: z.string().nullable(),
      criadoEm: z.string(),
    }),
  ),
  /** The latest notices addressed to this guardian (the child's classes and the whole school), newest first. */
  avisos: z.array(
    z.object({
      idAviso: z.string(),
      tituloAviso: z.string(),
      importancia: z.enum(importancias),
      lido: z.boolean(),
      criadoEm: z.string(),
    }),
  ),
  /** Polls open today for the child's classes that nobody has answered for this child yet. */
  enquetesPendentes: z.number().int(),
});
export type PainelRead = z.infer<typeof painelRead>;

/** `GET /api/painel?idDisc=`: which child to follow (the one chosen on this device); another or none means the first. */
export const painelResponsavelQuery = z.object({ idDisc: z.uuid().optional() });

/** A child as the dashboard shows it (chips and card): no health record, no documents. */
export const discenteNoPainel = discenteRead.pick({
  idDisc: true,
  nomeDisc: true,
  imgDisc: true,
  dataNasDisc: true,
  escola: true,
});
export type DiscenteNoPainel = z.infer<typeof discenteNoPainel>;

/**
 * The signed-in guardian's whole dashboard in one answer: who they are and their children, and for the child
 * followed its cards, where it is today, its day at school, its alerts and pickup time; the notices pinned at the
 * top, and whether the in-app notification banners are on.
 */
export const painelResponsavel = z.object({
  responsavel: z.object({
    nomeResp: z.string(),
    ftPerfilResp: z.string().nullable(),
    discentes: z.array(discenteNoPainel),
    aguardandoAprovacao: z.boolean(),
  }),
  /** Null while the guardian has no active child. */
  crianca: z
    .object({
      idDisc: z.string(),
      painel: painelRead,
      presencaHoje: presencaHoje,
      diario: diarioDiscente,
      alertas: alertaList,
      horarioBusca: horarioBuscaRead,
    })
    .nullable(),
  /** Unacknowledged `Importante` notices (the page's pinned ones), as `GET /api/aviso?importancia=Importante&naoLidos=true`. */
  avisosFixados: avisoList,
  preferenciasNotificacao: preferenciasNotificacao,
});
export type PainelResponsavel = z.infer<typeof painelResponsavel>;
