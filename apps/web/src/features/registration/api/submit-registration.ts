import {
  formatCpf,
  toContatoPayload,
  toDiscentePayload,
  toFichaMedPayload,
  toResponsavelPayload,
  type AuthResponse,
} from '@lunna/contract';
import i18n from 'i18next';
import { api } from '../../../lib/api-client';
import { isSupported } from '../../../lib/i18n';
import type { ContatoValues, DiscenteValues, FichaValues, ResponsavelValues } from '../registration-types';

export type RegistrationData = {
  responsavel: ResponsavelValues;
  fotoPerfil: File;
  fotoRg: File;
  /** `documento` and `cartaoSus` are optional photos of the child's document and SUS card. */
  criancas: {
    values: DiscenteValues;
    foto: File;
    documento: File | null;
    cartaoSus: File | null;
    ficha: FichaValues;
  }[];
  /** The family's emergency contacts, attached to every child. */
  contatos: ContatoValues[];
};

/**
 * Creates the guardian, then each child with its medical record and contacts, strictly in order.
 * If any call fails the server is asked to undo the unfinished registration, so nothing stays
 * half-registered and the user can fix the problem and send everything again.
 */
export async function submitRegistration(data: RegistrationData): Promise<void> {
  let guardianCreated = false;
  try {
    const guardian = new FormData();
    // The account starts in the language the person registers in, so its first e-mails are in it too.
    guardian.append(
      'body',
      JSON.stringify({
        ...toResponsavelPayload(data.responsavel),
        ...(isSupported(i18n.language) ? { idioma: i18n.language } : {}),
      }),
    );
    guardian.append('ftPerfilResp', data.fotoPerfil);
    guardian.append('ftRgResp', data.fotoRg);
    await api.postForm<AuthResponse>('/api/responsavel', guardian);
    guardianCreated = true;

    const cpfResp = formatCpf(data.responsavel.cpf);
    for (const crianca of data.criancas) {
      const child = new FormData();
      child.append('body', JSON.stringify(toDiscentePayload(crianca.values, crianca.ficha)));
      child.append('cpfResp', cpfResp);
      child.append('imgDisc', crianca.foto);
      if (crianca.documento) child.append('docDisc', crianca.documento);
      if (crianca.cartaoSus) child.append('ftCartSus', crianca.cartaoSus);
      const { idDisc } = await api.postForm<{ idDisc: string; nomeDisc: string }>('/api/discente', child);
      await api.post('/api/ficha-med', toFichaMedPayload(idDisc, crianca.ficha));
      for (const contato of data.contatos) {
        await api.post('/api/contato-emergencia', toContatoPayload(idDisc, contato));
      }
    }
    await api.post('/api/responsavel/cadastro/concluir');
  } catch (error) {
    if (guardianCreated) await api.delete('/api/responsavel/cadastro').catch(() => undefined);
    throw error;
  }
}
