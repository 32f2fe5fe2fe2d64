export { CardapioEquipe } from './components/cardapio-equipe';
export { CardapioFamilia } from './components/cardapio-familia';
