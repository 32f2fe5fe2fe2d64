export { MinhaAgenda } from './components/minha-agenda';
export { RotinaEquipe } from './components/rotina-equipe';
