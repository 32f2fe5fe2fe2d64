import { describe, expect, it } from 'vitest';
import { triar } from './triagem';

describe('questions Lumi hands over before reading anything', () => {
  it.each([
    ['Ele está convulsionando!', 'emergencia'],
    ['o lucas bebeu agua sanitaria', 'emergencia'],
    ['ela caiu na piscina e ta respirando mal', 'emergencia'],
    ['febre alta e manchinhas roxas que nao somem', 'emergencia'],
    ['He swallowed a battery', 'emergencia'],
    ["She isn't breathing!", 'emergencia'],
    ['Se atragantó con una uva', 'emergencia'],
    ['Il saigne énormément et ça ne s’arrête pas', 'emergencia'],
    ['Ele está com febre, o que eu faço?', 'saude'],
    ['She threw up twice this morning', 'saude'],
    ['Tiene conjuntivitis, ¿puede ir?', 'saude'],
    ['Il a de la fièvre', 'saude'],
    ['o pai perdeu a guarda, a avó pode buscar?', 'custodia'],
    ['There is a court order: his father must not pick him up', 'custodia'],
    ["La mère n'a pas la garde", 'custodia'],
    ['Quando vence o boleto da mensalidade?', 'financeiro'],
    ['How much is the tuition?', 'financeiro'],
    ['da pra parcelar a matricula do ano q vem?', 'financeiro'],
    ['ela ta com manchas vermelhas e coceira na barriga', 'saude'],
    ['He has a rash on his legs, is it the new soap?', 'saude'],
    ['Tiene manchas rojas y picazón en los brazos', 'saude'],
    ['Davi a des plaques rouges sur les bras et ça le gratte', 'saude'],
    ['somos separados e o pai quer buscar na sexta', 'custodia'],
    ['We are separated, can his dad pick him up?', 'custodia'],
    ['Estamos separados, ¿el padre puede recogerlo?', 'custodia'],
  ])('%s → %s', (question, motivo) => {
    expect(triar(question)).toBe(motivo);
  });

  it.each([
    'Qual é o contato de emergência do Lucas?',
    'O que ele vai comer amanhã?',
    'tem alguma observação na ficha que passei na matrícula?',
    'What painting did they do today?',
    '¿Hay tostadas en el desayuno?',
    'How does he feel about school?',
    'É proibido levar brinquedo?',
    // "separada" of a cake is not a separation.
    'vou levar bolo e faço uma versao separada sem leite, pode?',
    'Can I send his snack in a separated box?',
    'Je peux envoyer un goûter séparé ?',
  ])('%s → nothing to hand over', (question) => {
    expect(triar(question)).toBeNull();
  });
});
