import { addDaysTo } from '../../../lib/school-time';
import type { LumiTools } from '../assistant';
import type { Intencao } from './intencoes';
import { normalizar } from './texto';

/**
 * Evidence from the family's own data: a question that names a dish of the week ("vai ter paçoca?"), an
 * activity on the routine ("parquinho", "música"), a notice's subject ("roupa extra") or a poll is about
 * that. Words are compared by their first six letters, so "musicas"/"música" meet and "guardería"/"guardar" do not.
 */
const PALAVRAS_VAZIAS = new Set([
  'sobre',
  'quando',
  'quais',
  'qual',
  'onde',
  'porque',
  'entao',
  'tambem',
  'ainda',
  'hoje',
  'amanha',
  'semana',
  'escola',
  'creche',
  'turma',
  'about',
  'where',
  'which',
  'there',
  'today',
  'tomorrow',
  'school',
  'class',
  'week',
  'cuando',
  'donde',
  'manana',
  'escuela',
  'quand',
  'demain',
  'ecole',
  'semaine',
  'classe',
  'tenho',
  'tengo',
  'vamos',
  'ontem',
  'depois',
  'antes',
  'todos',
  'todas',
  'coisa',
  'alguma',
  'algum',
]);

const raizes = (texto: string, tamanho = 6) =>
  new Set(
    normalizar(texto)
      .trim()
      .split(/\s+/)
      .filter((w) => w.length >= 6 && !PALAVRAS_VAZIAS.has(w))
      .map((w) => w.slice(0, tamanho)),
  );

function encontros(pergunta: Set<string>, textos: string[]): number {
  const dados = new Set(textos.flatMap((t) => [...raizes(t)]));
  return [...pergunta].filter((r) => dados.has(r)).length;
}

/** Points per intention from the data of the school week around `hoje` (guardians only). */
export async function pistasDosDados(
  tools: LumiTools,
  question: string,
  hoje: string,
): Promise<Map<Intencao, number>> {
  const pistas = new Map<Intencao, number>();
  const pergunta = raizes(question);
  if (tools.perfil !== 'responsavel' || pergunta.size === 0) return pistas;
  const segunda = addDaysTo(hoje, 1 - ((new Date(`${hoje}T12:00:00Z`).getUTCDay() + 6) % 7));
  const dias = [0, 1, 2, 3, 4].map((i) => addDaysTo(segunda, i));
  const [menus, rotinas, avisos, enquetes, atividades, saude] = await Promise.all([
    Promise.all(dias.map((d) => tools.cardapio(d))),
    Promise.all(dias.map((d) => tools.rotina(d))),
    tools.avisos(),
    tools.enquetes(),
    tools.atividades(hoje),
    tools.saude(),
  ]);
  const somar = (intencao: Intencao, n: number) =>
    n > 0 && pistas.set(intencao, (pistas.get(intencao) ?? 0) + 2.5 * n);
  somar(
    'cardapio',
    encontros(
      pergunta,
      menus.flatMap((m) => m.refeicoes.map((r) => r.prato)),
    ),
  );
  somar(
    'rotina',
    encontros(
      pergunta,
      rotinas.flatMap((r) => r.cartoes.flatMap((c) => [c.atividade, c.descriatv ?? ''])),
    ),
  );
  somar(
    'avisos',
    encontros(
      pergunta,
      avisos.recentes.map((a) => a.tituloAviso),
    ),
  );
  somar(
    'enquetes',
    encontros(
      pergunta,
      enquetes.abertas.map((e) => e.pergunta),
    ),
  );
  somar(
    'atividades',
    encontros(
      pergunta,
      atividades.itens.map((a) => a.tituloAtv),
    ),
  );
  somar(
    'saude_ficha',
    encontros(pergunta, [saude.remedios ?? '', saude.descTratamento ?? '', saude.cuidados ?? '']),
  );
  return pistas;
}
