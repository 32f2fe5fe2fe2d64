// The schemas that check live frames, in a module of their own: lib/live-frames.ts imports it on demand.
export { mensagemChat, notificacaoAoVivo } from '@lunna/contract';
