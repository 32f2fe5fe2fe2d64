export { CpfChangeCard } from './components/cpf-change-card';
export { SolicitacoesBoard } from './components/solicitacoes-board';
