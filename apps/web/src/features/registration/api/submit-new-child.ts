import {
  toContatoPayload,
  toDiscentePayload,
  toFichaMedPayload,
  type discenteCreated,
  type SolicitacaoRead,
} from '@lunna/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ContatoValues, DiscenteValues, FichaValues } from '../registration-types';

type DiscenteCreated = z.infer<typeof discenteCreated>;

export type NewChildData = {
  values: DiscenteValues;
  foto: File;
  documento: File | null;
  cartaoSus: File | null;
  ficha: FichaValues;
  contatos: ContatoValues[];
};

/** A child added by mistake half-way is withdrawn (its pending request deleted with it). */
async function withdraw(idDisc: string) {
  const mine = await api.get<SolicitacaoRead[]>('/api/solicitacao/minhas');
  const request = mine.find((s) => s.status === 'pendente' && s.discente?.idDisc === idDisc);
  if (request) await api.delete(`/api/solicitacao/${encodeURIComponent(request.idSolicitacao)}`);
}

/**
 * Adds a child to a family already registered: the child (which then waits for the director), its
 * medical record and its emergency contacts, in order. If a later call fails, the child is withdrawn so
 * the guardian can fix the problem and send everything again.
 */
export async function submitNewChild(data: NewChildData): Promise<DiscenteCreated> {
  let created: DiscenteCreated | null = null;
  try {
    const child = new FormData();
    child.append('body', JSON.stringify(toDiscentePayload(data.values, data.ficha)));
    child.append('imgDisc', data.foto);
    if (data.documento) child.append('docDisc', data.documento);
    if (data.cartaoSus) child.append('ftCartSus', data.cartaoSus);
    created = await api.postForm<DiscenteCreated>('/api/discente', child);
    await api.post('/api/ficha-med', toFichaMedPayload(created.idDisc, data.ficha));
    for (const contato of data.contatos) {
      await api.post('/api/contato-emergencia', toContatoPayload(created.idDisc, contato));
    }
    return created;
  } catch (error) {
    if (created) await withdraw(created.idDisc).catch(() => undefined);
    throw error;
  }
}
