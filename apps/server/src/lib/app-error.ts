import { msg, type ErrorCode } from '@lunna/contract';

/** An error the client should see: a stable code, a status, a Portuguese message and per-field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = () => new AppError(403, 'FORBIDDEN', msg.acessoNegado);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Entre com a sua conta para continuar');
/**
 * What a 404 may name, with its grammatical gender: the message agrees with it ("Criança não encontrada",
 * "Aviso não encontrado"). A new noun must be added here, so no message is left to a guess.
 */
const GENERO = {
  Aparelho: 'm',
  Alerta: 'm',
  Atividade: 'f',
  Autorização: 'f',
  Autorizado: 'm',
  Aviso: 'm',
  Convite: 'm',
  CPF: 'm',
  Criança: 'f',
  Email: 'm',
  Enquete: 'f',
  Escola: 'f',
  Exportação: 'f',
  Imagem: 'f',
  Inscrição: 'f',
  Memória: 'f',
  Mensagem: 'f',
  Notificação: 'f',
  Pagamento: 'm',
  Pedido: 'm',
  'Pessoa da equipe': 'f',
  Refeição: 'f',
  Registro: 'm',
  Responsável: 'm',
  Restrição: 'f',
  Turma: 'f',
  Usuário: 'm',
  Vínculo: 'm',
} as const satisfies Record<string, 'f' | 'm'>;
export type NaoEncontrado = keyof typeof GENERO;

export const notFound = (what: NaoEncontrado = 'Registro') =>
  new AppError(404, 'NOT_FOUND', `${what} não ${GENERO[what] === 'f' ? 'encontrada' : 'encontrado'}`);
export const validation = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', Object.values(fields)[0] ?? 'Dados inválidos', fields);
