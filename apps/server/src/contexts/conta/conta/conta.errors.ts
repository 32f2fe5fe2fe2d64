import { msg } from '@lunna/contract';
import { AppError, validation } from '../../../lib/app-error';

export const idUsuarioEmUso = () =>
  new AppError(409, 'ID_USUARIO_EM_USO', msg.idUsuarioEmUso, { idUsuario: msg.idUsuarioEmUso });
export const contaEquipe = () => new AppError(403, 'CONTA_EQUIPE', msg.contaEquipe);
export const emailEmUso = () =>
  new AppError(409, 'CONFLICT', msg.emailDuplicado, { novoEmail: msg.emailDuplicado });
export const codigoEmailInvalido = () =>
  new AppError(400, 'INVALID_CODE', msg.codigoEmailInvalido, { codigo: msg.codigoEmailInvalido });
export const senhaIncorreta = (field: 'senha' | 'senhaAtual') =>
  validation({ [field]: field === 'senhaAtual' ? msg.senhaAtualIncorreta : msg.senhaIncorreta });
