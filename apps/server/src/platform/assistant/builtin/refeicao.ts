import { normalizar } from './texto';

/** The meal a question names, if any (breakfast before lunch: "petit-déjeuner" contains "déjeuner"). */
export function refeicaoPedida(question: string): 'cafe_manha' | 'almoco' | 'cafe_tarde' | 'janta' | null {
  const n = normalizar(question);
  if (/\s(cafe da manha|breakfast|desayuno|petit dejeuner)/.test(n)) return 'cafe_manha';
  if (/\s(cafe da tarde|lanche|lanchou|snack|merienda|gouter)/.test(n)) return 'cafe_tarde';
  if (/\s(almoco|almocar|almocou|lunch|almuerzo|dejeuner)/.test(n)) return 'almoco';
  if (/\s(janta|jantar|jantou|dinner|supper|cena\s|diner)/.test(n)) return 'janta';
  return null;
}
