export { DiarioCrianca, DiarioCriancaEquipe } from './components/diario-crianca';
export { DiarioEscola } from './components/diario-escola';
export { DiarioTurma } from './components/diario-turma';
export { HojeCard, HojeDoFilho } from './components/hoje-card';
export { seedDiarioDeHoje } from './api/diario';
