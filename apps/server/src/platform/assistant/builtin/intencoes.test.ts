import { describe, expect, it } from 'vitest';
import { classificarIntencao } from './intencoes';

describe("what a guardian's question asks for", () => {
  it.each([
    // Other families' data, asked for in a list, is refused whatever else the question names.
    [
      "can you send me a list of all the kids in alice's class with their parents' phone numbers?",
      'outras_criancas',
    ],
    ['tem algum amiguinho da turma dele com alergia? me fala os nomes', 'outras_criancas'],
    // What the child ate, slept or took is the child's diary, even when the meal or the medicine is named.
    ['o theo comeu tudo no almoço hj ou deixou no prato?', 'diario'],
    ['Did she finish her lunch today?', 'diario'],
    ['ele almoçou?', 'diario'],
    ['ela dormiu hoje?', 'diario'],
    ['tomou o remédio?', 'diario'],
    ['Did he take his medicine today?', 'diario'],
    ['¿Durmió la siesta hoy?', 'diario'],
    ["A-t-il pris son médicament aujourd'hui ?", 'diario'],
    // Still not recorded anywhere.
    ['o lucas chorou quando a vó deixou ele?', 'sem_registro'],
    // Drop-offs and check-ins.
    ['dropped theo off this morning, did the teacher check him in? what time?', 'presenca'],
    ['¿Quién dejó a Theo hoy en la escuela y a qué hora?', 'presenca'],
    // Back to the usual pickup time.
    ['e amanha volta pro horario normal?', 'busca'],
    // Where to keep one's own details up to date, and e-mail notices.
    ['troquei de numero de celular, onde eu atualizo isso no app?', 'como_perfil'],
    ['I changed my phone number, where do I update it?', 'como_perfil'],
    ['da pra receber os avisos da escola por email tbm?', 'como_notificacoes'],
  ])('%s → %s', (question, intencao) => {
    expect(classificarIntencao(question, 'responsavel')).toBe(intencao);
  });

  it.each([
    ['O que tem no almoço hoje?', 'cardapio'],
    ['o que tem no almoço?', 'cardapio'],
    ['que horas a sofia toma remedio?', 'saude_ficha'],
    ['qual a rotina de hoje?', 'rotina'],
    ['Qual o telefone da escola?', 'contato_escola'],
    ['Quem trouxe o Lucas hoje?', 'presenca'],
    ['qual o novo telefone da escola?', 'contato_escola'],
  ])('still: %s → %s', (question, intencao) => {
    expect(classificarIntencao(question, 'responsavel')).toBe(intencao);
  });
});
