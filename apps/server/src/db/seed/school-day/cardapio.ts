import {
  horarioPadraoRefeicao,
  type Alergeno,
  type IlustracaoCardapio,
  type Refeicao,
} from '@lunna/contract';
import { semanaDe } from '../../../contexts/conteudo/rotina/semana-escolar';
import { addDaysTo, localDate } from '../../../lib/school-time';
import { cardapio } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

type Prato = [prato: string, ilustracao: IlustracaoCardapio, alergenos: Alergeno[]];

/** Five days of the kitchen's rotation: breakfast, lunch, afternoon snack, dinner. Paçoca (peanut) on Wednesday. */
const semanaTipo: Record<Refeicao, Prato>[] = [
  {
    cafe_manha: ['Mamão com aveia e leite', 'frutas', ['leite', 'gluten']],
    almoco: ['Arroz, feijão, frango desfiado e cenoura', 'arroz_feijao', []],
    cafe_tarde: ['Iogurte natural com banana', 'iogurte', ['leite']],
    janta: ['Sopa de legumes com macarrão', 'sopa', ['gluten']],
  },
  {
    cafe_manha: ['Pão integral com requeijão', 'pao', ['gluten', 'leite']],
    almoco: ['Arroz, feijão, peixe assado e abobrinha', 'peixe', ['peixe']],
    cafe_tarde: ['Salada de frutas', 'frutas', []],
    janta: ['Caldo de mandioquinha com frango', 'sopa', []],
  },
  {
    cafe_manha: ['Vitamina de banana e maçã', 'suco', []],
    almoco: ['Macarrão com carne moída e brócolis', 'massa', ['gluten', 'ovo']],
    cafe_tarde: ['Paçoca caseira e suco de laranja', 'bolo', ['amendoim']],
    janta: ['Arroz, feijão, ovo mexido e legumes', 'arroz_feijao', ['ovo']],
  },
  {
    cafe_manha: ['Tapioca com queijo branco', 'pao', ['leite']],
    almoco: ['Arroz, lentilha, frango ao molho e chuchu', 'frango', []],
    cafe_tarde: ['Bolo de cenoura', 'bolo', ['gluten', 'ovo', 'leite']],
    janta: ['Purê de batata com carne desfiada', 'legumes', ['leite']],
  },
  {
    cafe_manha: ['Frutas da estação com granola', 'frutas', ['gluten', 'castanhas']],
    almoco: ['Arroz, feijão, omelete de espinafre e beterraba', 'arroz_feijao', ['ovo']],
    cafe_tarde: ['Suco de uva e biscoito de polvilho', 'suco', []],
    janta: ['Sopa de feijão com legumes', 'sopa', []],
  },
];

/** The school's menu for the current week and the next one (the same rotation). */
export async function seedCardapio(s: SchoolDaySeed): Promise<void> {
  const semana = semanaDe(localDate(new Date(), 'America/Sao_Paulo'));
  const values = [semana, addDaysTo(semana, 7)].flatMap((inicio) =>
    semanaTipo.flatMap((dia, i) =>
      (Object.entries(dia) as [Refeicao, Prato][]).map(([refeicao, [prato, ilustracao, alergenos]]) => ({
        escolaId: s.escolaId,
        data: addDaysTo(inicio, i),
        refeicao,
        horario: horarioPadraoRefeicao[refeicao],
        prato,
        alergenos,
        ilustracao,
        autorId: s.staffIds.get('diretora@lunna.demo') ?? null,
      })),
    ),
  );
  await s.tx.insert(cardapio).values(values);
}
