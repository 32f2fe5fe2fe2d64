/**
 * The help centre's topics: the words live in the locales (`preferencias.ajuda.topicos.<id>`: titulo,
 * resposta, termos); here are the screen each one leads to and which are highlighted.
 */
export const HELP_TOPICS = [
  { id: 'entrar', link: '/redefinirsenha' },
  { id: 'perfilCrianca', link: '/perfil' },
  { id: 'quemBusca', link: '/quem-busca' },
  { id: 'presenca', link: '/presenca' },
  { id: 'avisos', link: '/avisos' },
  { id: 'notificacoes', link: '/configuracao#notificacoes' },
  { id: 'aparencia', link: '/configuracao#aparencia' },
  { id: 'doisFatores', link: '/configuracao#verificacao-duas-etapas' },
  { id: 'privacidade', link: '/configuracao#privacidade' },
  { id: 'excluirConta', link: '/configuracao#sair-excluir' },
  { id: 'meusDados', link: '/meus-dados' },
  { id: 'cardapio', link: '/cardapio' },
] as const;
export type HelpTopicId = (typeof HELP_TOPICS)[number]['id'];

export const FEATURED_TOPICS: HelpTopicId[] = ['quemBusca', 'avisos', 'notificacoes', 'entrar'];

/** Lower case without accents, so 'notificacao' finds 'Notificações'. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Topics whose words contain every word of the query (in the interface language), best first. */
export function searchTopics(
  query: string,
  textOf: (id: HelpTopicId) => { titulo: string; resposta: string; termos: string },
): HelpTopicId[] {
  const words = normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return [];
  const scored = HELP_TOPICS.map(({ id }) => {
    const text = textOf(id);
    const title = normalize(`${text.titulo} ${text.termos}`);
    const body = normalize(text.resposta);
    let score = 0;
    for (const w of words) {
      if (title.includes(w)) score += 2;
      else if (body.includes(w)) score += 1;
      else return { id, score: 0 };
    }
    return { id, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.id);
}
