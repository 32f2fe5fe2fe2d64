import type { CategoriaAlerta, Importancia, TipoAlerta } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { jobRepository } from '../jobs/job.repository';
import { notificacaoService } from '../notificacao/notificacao.service';
import { alertaEmail } from './alerta.emails';
import { alertaRepository } from './alerta.repository';
import { ALERTA_JOBS } from './daily-plan';
import { discenteRepository } from '../discente/discente.repository';

/** Where each side opens an alert: guardians on their dashboard, staff on the alerts page. */
export const LINK_FAMILIA = '/dashboard';
export const LINK_EQUIPE = '/alertas';

const CATEGORIA: Record<CategoriaAlerta, string> = { febre: 'Febre', lesao: 'Lesão', comportamento: 'Comportamento', medicacao: 'Medicação', outro: 'Outro' };

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

export type AlertaResumo = {
  tipo: TipoAlerta;
  categoria: CategoriaAlerta | null;
  texto: string;
  chegadaPrevista: string | null;
  nomeDisc: string;
};

/** The notification's title and text for an alert, in the words the families and the school use. */
export function describe(a: AlertaResumo, autorNome: string | null): { titulo: string; texto: string } {
  const crianca = firstName(a.nomeDisc);
  const quem = autorNome ? firstName(autorNome) : 'O responsável';
  switch (a.tipo) {
    case 'atraso':
      return { titulo: `${crianca}: ${quem} vai se atrasar`, texto: [`Chegada prevista às ${a.chegadaPrevista}.`, a.texto].filter(Boolean).join(' ') };
    case 'ausencia':
      return { titulo: `${crianca} não vai hoje`, texto: `${quem}: ${a.texto}` };
    case 'atencao':
      return { titulo: `${crianca} precisa de atenção: ${CATEGORIA[a.categoria ?? 'outro']}`, texto: a.texto };
    case 'ausencia_inesperada':
      return { titulo: `${crianca} não chegou à escola`, texto: a.texto };
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
  conteudo: { titulo: string; texto: string },
  destinos: Destino[],
): Promise<void> {
  for (const destino of destinos) {
    if (destino.usuarioIds.length === 0) continue;
    await notificacaoService.record(tx, destino.usuarioIds, { escolaId: alerta.escolaId, prioridade: alerta.prioridade, tipo: 'alerta', ...conteudo, link: destino.link, refId: alerta.id });
    await jobRepository.schedule(tx, ALERTA_JOBS.email, { ...conteudo, prioridade: alerta.prioridade, usuarioIds: destino.usuarioIds, link: destino.link }, now);
  }
}

/** The 'alerta_email' job: one e-mail per recipient who wants e-mail at that priority. */
export async function sendAlertEmails(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string }, payload: Record<string, unknown>) {
  const usuarioIds = Array.isArray(payload.usuarioIds) ? payload.usuarioIds.map(String) : [];
  const conteudo = { titulo: String(payload.titulo), texto: String(payload.texto), prioridade: String(payload.prioridade) };
  const link = `${deps.publicUrl}${String(payload.link)}`;
  await notificacaoService.email(deps.db, deps.mailer, deps.log, usuarioIds, conteudo.prioridade as Importancia, (nome) => alertaEmail(nome, conteudo, link));
}

/** Guardian reports reach the class educators; a child in no class with an educator reaches the director. */
export async function schoolSideOfChild(db: DbOrTx, discenteId: string, escolaId: string): Promise<{ usuarioIds: string[]; quem: 'educadores' | 'direcao' }> {
  const educators = await discenteRepository.educatorUsuarioIdsOf(db, discenteId);
  if (educators.length > 0) return { usuarioIds: educators, quem: 'educadores' };
  return { usuarioIds: await alertaRepository.directorsOf(db, escolaId), quem: 'direcao' };
}

export async function schoolSideOf(db: DbOrTx, discenteId: string, escolaId: string): Promise<string[]> {
  return (await schoolSideOfChild(db, discenteId, escolaId)).usuarioIds;
}
