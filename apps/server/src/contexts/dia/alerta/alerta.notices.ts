import type { CategoriaAlerta, Idioma, Importancia, TipoAlerta } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { escrever, type Texto } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { alertaEmail } from './alerta.emails';
import { alertaRepository } from './alerta.repository';
import { ALERTA_JOBS } from './daily-plan';
import { discenteQueries } from '../../familia/discente/discente.queries';

/** Where each side opens an alert: guardians on their dashboard, staff on the alerts page. */
export const LINK_FAMILIA = '/dashboard';
export const LINK_EQUIPE = '/alertas';

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

export type AlertaResumo = {
  tipo: TipoAlerta;
  categoria: CategoriaAlerta | null;
  texto: string;
  chegadaPrevista: string | null;
  nomeDisc: string;
};

/**
 * A notification's title or text: a catalogue text (written in each recipient's language) or what a person typed.
 * Plain JSON, so the e-mail job's payload carries it and each e-mail is written in its reader's language too.
 */
export type Conteudo = { titulo: Texto | string; texto: Texto | string };

/** The notification's title and text for an alert, in the words the families and the school use. */
export function describe(a: AlertaResumo, autorNome: string | null): Conteudo {
  const crianca = firstName(a.nomeDisc);
  const quem: Record<string, string> = autorNome ? { quem: firstName(autorNome) } : { context: 'anonimo' };
  switch (a.tipo) {
    case 'atraso':
      return {
        titulo: { chave: 'alerta.atraso.titulo', vars: { crianca, ...quem } },
        texto: {
          chave: 'alerta.atraso.texto',
          vars: { hora: a.chegadaPrevista ?? '', ...(a.texto ? { context: 'recado', recado: a.texto } : {}) },
        },
      };
    case 'ausencia':
      return {
        titulo: { chave: 'alerta.ausencia.titulo', vars: { crianca } },
        texto: { chave: 'alerta.ausencia.texto', vars: { ...quem, recado: a.texto } },
      };
    case 'atencao':
      return {
        titulo: { chave: 'alerta.atencao.titulo', vars: { crianca, categoria: a.categoria ?? 'outro' } },
        texto: a.texto,
      };
    case 'ausencia_inesperada':
      return { titulo: { chave: 'alerta.ausenciaInesperada.titulo', vars: { crianca } }, texto: a.texto };
  }
}

export type Destino = { usuarioIds: string[]; link: string };

/**
 * Writes the notifications of an alert (inside the caller's transaction) and queues their e-mails,
 * which go out by each recipient's preferences once the transaction has committed.
 */
export async function notifyAlert(
  tx: DbOrTx,
  now: Date,
  alerta: { id: string; escolaId: string; prioridade: Importancia },
  conteudo: Conteudo,
  destinos: Destino[],
): Promise<void> {
  for (const destino of destinos) {
    if (destino.usuarioIds.length === 0) continue;
    await notificacaoService.record(tx, destino.usuarioIds, {
      escolaId: alerta.escolaId,
      prioridade: alerta.prioridade,
      tipo: 'alerta',
      ...conteudo,
      link: destino.link,
      refId: alerta.id,
    });
    await jobRepository.schedule(
      tx,
      ALERTA_JOBS.email,
      { ...conteudo, prioridade: alerta.prioridade, usuarioIds: destino.usuarioIds, link: destino.link },
      now,
    );
  }
}

/** A payload's title or text in this language: a catalogue text, or a literal (also a job queued before decision 23). */
const naLingua = (idioma: Idioma, valor: unknown): string =>
  valor !== null && typeof valor === 'object' && 'chave' in valor
    ? escrever(idioma, valor as Texto)
    : String(valor ?? '');

/** The 'alerta_email' job: one e-mail per recipient who wants e-mail at that priority. */
export async function sendAlertEmails(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  payload: Record<string, unknown>,
) {
  const usuarioIds = Array.isArray(payload.usuarioIds) ? payload.usuarioIds.map(String) : [];
  const prioridade = String(payload.prioridade) as Importancia;
  const link = `${deps.publicUrl}${String(payload.link)}`;
  await notificacaoService.email(deps.db, deps.mailer, deps.log, usuarioIds, prioridade, (nome, idioma) =>
    alertaEmail(
      nome,
      { titulo: naLingua(idioma, payload.titulo), texto: naLingua(idioma, payload.texto), prioridade },
      link,
      idioma,
    ),
  );
}

/** Guardian reports reach the class educators; a child in no class with an educator reaches the director. */
export async function schoolSideOfChild(
  db: DbOrTx,
  discenteId: string,
  escolaId: string,
): Promise<{ usuarioIds: string[]; quem: 'educadores' | 'direcao' }> {
  const educators = await discenteQueries.educatorUsuarioIdsOf(db, discenteId);
  if (educators.length > 0) return { usuarioIds: educators, quem: 'educadores' };
  return { usuarioIds: await alertaRepository.directorsOf(db, escolaId), quem: 'direcao' };
}

export async function schoolSideOf(db: DbOrTx, discenteId: string, escolaId: string): Promise<string[]> {
  return (await schoolSideOfChild(db, discenteId, escolaId)).usuarioIds;
}
