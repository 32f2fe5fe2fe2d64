import { alergenosMencionados, type IdiomaLumi } from '@lunna/contract';
import { addDaysTo, isSchoolDay } from '../../../lib/school-time';
import type { BuscaInfo, LumiTools, RefeicaoInfo } from '../assistant';
import type { NomeFonte } from '../fontes';
import { assuntoDiario, respostaDiario, resumoCurto } from './diario';
import { alergenoPerguntado } from './intencoes';
import { refeicaoPedida } from './refeicao';
import { normalizar } from './texto';
import {
  ALERGENOS,
  PONTOS,
  REFEICOES,
  ddmm,
  horaDe,
  diaComData,
  h1,
  h2,
  html,
  juntar,
  lista,
  p,
  primeiroNome,
  quando,
  type Html,
  type Texto,
} from './textos';

/** What an answer is built from: the question, the day it is about, and the person's scoped tools. */
export type Contexto = {
  tools: LumiTools;
  idioma: IdiomaLumi;
  question: string;
  hoje: string;
  hora: string;
  data: string;
  semana: boolean;
  /** The time of day asked about ("às 10h", "agora"), if any. */
  horaPedida: string | null;
  /** The picked child's first name ('' for staff). */
  nome: string;
};

/**
 * A piece of an answer: markup made in textos.ts, data in it escaped. `semDados`: the data asked for is not
 * there (nothing in the diary yet): the answer says so and hands the question to the school.
 */
export type Parte = { html: Html; fontes: NomeFonte[]; semDados?: boolean };

type Por<T> = Record<IdiomaLumi, T>;
const L = <T>(c: Contexto, textos: Por<T>): T => textos[c.idioma];
const dia = (c: Contexto, data = c.data) =>
  quando(data, c.hoje, addDaysTo(c.hoje, 1), addDaysTo(c.hoje, -1), c.idioma);

const semAula = (c: Contexto) =>
  p(
    L(c, {
      'pt-BR': html`${dia(c)} não é dia de aula, então não há nada na agenda da escola.`,
      en: html`${dia(c)} is not a school day, so there is nothing on the school's schedule.`,
      es: html`${dia(c)} no es día de clase, así que no hay nada en la agenda de la escuela.`,
      fr: html`${dia(c)} n'est pas un jour d'école : rien n'est prévu par l'école.`,
    }),
  );

// ——— Menu ———

function linhaRefeicao(c: Contexto, r: RefeicaoInfo): Html {
  const nome = REFEICOES[c.idioma][r.refeicao];
  const aviso = r.alertas.length
    ? L(c, {
        'pt-BR': html` — ⚠ contém ${lista(
          r.alertas.map((a) => ALERGENOS['pt-BR'][a]),
          'pt-BR',
        )}, que está na ficha de ${c.nome}`,
        en: html` — ⚠ contains ${lista(
          r.alertas.map((a) => ALERGENOS.en[a]),
          'en',
        )}, listed in ${c.nome}'s record`,
        es: html` — ⚠ contiene ${lista(
          r.alertas.map((a) => ALERGENOS.es[a]),
          'es',
        )}, que figura en la ficha de ${c.nome}`,
        fr: html` — ⚠ contient ${lista(
          r.alertas.map((a) => ALERGENOS.fr[a]),
          'fr',
        )}, noté dans la fiche de ${c.nome}`,
      })
    : '';
  return html`${nome} (${horaDe(r.horario, c.idioma)}): ${r.prato}${aviso}`;
}

async function cardapioDoDia(
  c: Contexto,
  data: string,
  so: ReturnType<typeof refeicaoPedida>,
): Promise<Html> {
  const menu = await c.tools.cardapio(data);
  const refeicoes = so ? menu.refeicoes.filter((r) => r.refeicao === so) : menu.refeicoes;
  if (refeicoes.length === 0) {
    return p(
      L(c, {
        'pt-BR': html`A escola ainda não publicou ${so ? html`o ${REFEICOES['pt-BR'][so].toLowerCase()}` : 'o cardápio'} de ${dia(c, data)}.`,
        en: html`The school has not posted ${so ? html`the ${REFEICOES.en[so].toLowerCase()}` : 'the menu'} for ${dia(c, data)} yet.`,
        es: html`La escuela todavía no publicó ${so ? html`el ${REFEICOES.es[so].toLowerCase()}` : 'el menú'} de ${dia(c, data)}.`,
        fr: html`L'école n'a pas encore publié ${so ? html`le ${REFEICOES.fr[so].toLowerCase()}` : 'le menu'} de ${dia(c, data)}.`,
      }),
    );
  }
  return p(...refeicoes.map((r) => linhaRefeicao(c, r)));
}

export async function cardapio(c: Contexto): Promise<Parte> {
  const so = refeicaoPedida(c.question);
  const alergeno = alergenoPerguntado(c.question);
  if (c.semana) {
    const dias = [0, 1, 2, 3, 4].map((i) => addDaysTo(c.data, i));
    const blocos = await Promise.all(
      dias.map(async (d) => juntar([h2(diaComData(d, c.idioma)), await cardapioDoDia(c, d, so)])),
    );
    const titulo = L(c, {
      'pt-BR': html`Cardápio da semana de ${ddmm(dias[0]!, c.idioma)} a ${ddmm(dias[4]!, c.idioma)}`,
      en: html`Menu for the week of ${ddmm(dias[0]!, c.idioma)} to ${ddmm(dias[4]!, c.idioma)}`,
      es: html`Menú de la semana del ${ddmm(dias[0]!, c.idioma)} al ${ddmm(dias[4]!, c.idioma)}`,
      fr: html`Menu de la semaine du ${ddmm(dias[0]!, c.idioma)} au ${ddmm(dias[4]!, c.idioma)}`,
    });
    return { html: juntar([h1(titulo), ...blocos]), fontes: ['cardapio'] };
  }
  if (!isSchoolDay(c.data)) return { html: semAula(c), fontes: ['cardapio'] };
  if (alergeno) {
    const menu = await c.tools.cardapio(c.data);
    const nomeAlergeno = ALERGENOS[c.idioma][alergeno as keyof (typeof ALERGENOS)['pt-BR']];
    const com = menu.refeicoes.filter((r) => r.alergenos.includes(alergeno as never));
    const intro = com.length
      ? L(c, {
          'pt-BR': html`Sim: ${dia(c)} há ${nomeAlergeno} em:`,
          en: html`Yes: ${dia(c)} there is ${nomeAlergeno} in:`,
          es: html`Sí: ${dia(c)} hay ${nomeAlergeno} en:`,
          fr: html`Oui : ${dia(c)}, il y a de l'${nomeAlergeno} / du ${nomeAlergeno} dans :`,
        })
      : L(c, {
          'pt-BR': html`Não: nenhum prato do cardápio de ${dia(c)} está marcado com ${nomeAlergeno}.`,
          en: html`No: no dish on the menu for ${dia(c)} is marked as containing ${nomeAlergeno}.`,
          es: html`No: ningún plato del menú de ${dia(c)} está marcado con ${nomeAlergeno}.`,
          fr: html`Non : aucun plat du menu de ${dia(c)} n'est signalé avec ${nomeAlergeno}.`,
        });
    return {
      html: juntar([
        p(intro),
        com.length ? p(...com.map((r) => linhaRefeicao(c, r))) : '',
        await cardapioDoDia(c, c.data, null),
      ]),
      fontes: ['cardapio'],
    };
  }
  const titulo = L(c, {
    'pt-BR': html`Cardápio de ${dia(c)}`,
    en: html`Menu for ${dia(c)}`,
    es: html`Menú de ${dia(c)}`,
    fr: html`Menu de ${dia(c)}`,
  });
  return { html: juntar([h2(titulo), await cardapioDoDia(c, c.data, so)]), fontes: ['cardapio'] };
}

// ——— Routine ———

async function rotinaDoDia(c: Contexto): Promise<Parte> {
  if (!isSchoolDay(c.data)) return { html: semAula(c), fontes: ['rotina'] };
  const { cartoes } = await c.tools.rotina(c.data);
  if (cartoes.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': html`A agenda de ${dia(c)} ainda está vazia.`,
          en: html`The schedule for ${dia(c)} is still empty.`,
          es: html`La agenda de ${dia(c)} todavía está vacía.`,
          fr: html`L'agenda de ${dia(c)} est encore vide.`,
        }),
      ),
      fontes: ['rotina'],
    };
  }
  const linha = (x: (typeof cartoes)[number]) =>
    html`${x.horaInicio}–${x.horaFim}: ${x.atividade}${x.descriatv ? html` (${x.descriatv})` : ''}`;
  if (c.horaPedida) {
    const h = c.horaPedida;
    const agora = cartoes.find((x) => x.horaInicio <= h && h < x.horaFim);
    const proximo = cartoes.find((x) => x.horaInicio > h);
    const frase = agora
      ? L(c, {
          'pt-BR': html`Às ${h} de ${dia(c)}, a agenda tem:`,
          en: html`At ${h} on ${dia(c)}, the schedule has:`,
          es: html`A las ${h} de ${dia(c)}, la agenda tiene:`,
          fr: html`À ${h}, ${dia(c)}, l'agenda prévoit :`,
        })
      : L(c, {
          'pt-BR': html`Às ${h} de ${dia(c)} não há atividade na agenda.`,
          en: html`There is nothing on the schedule at ${h} on ${dia(c)}.`,
          es: html`A las ${h} de ${dia(c)} no hay actividad en la agenda.`,
          fr: html`Rien n'est prévu à ${h}, ${dia(c)}.`,
        });
    const depois =
      !agora && proximo
        ? L(c, {
            'pt-BR': html`A próxima é ${linha(proximo)}.`,
            en: html`Next: ${linha(proximo)}.`,
            es: html`La siguiente: ${linha(proximo)}.`,
            fr: html`Ensuite : ${linha(proximo)}.`,
          })
        : '';
    return {
      html: p(frase, ...(agora ? [linha(agora)] : []), ...(depois ? [depois] : [])),
      fontes: ['rotina'],
    };
  }
  const titulo = L(c, {
    'pt-BR': html`Agenda de ${c.nome} — ${dia(c)}`,
    en: html`${c.nome}'s schedule — ${dia(c)}`,
    es: html`Agenda de ${c.nome} — ${dia(c)}`,
    fr: html`Agenda de ${c.nome} — ${dia(c)}`,
  });
  return { html: juntar([h2(titulo), p(...cartoes.map(linha))]), fontes: ['rotina'] };
}

// ——— Activities and photos ———

async function atividadesDoDia(c: Contexto): Promise<Parte> {
  const { itens } = await c.tools.atividades(c.data);
  if (itens.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': html`Ainda não há atividades registradas para ${dia(c)}.`,
          en: html`No activities have been posted for ${dia(c)} yet.`,
          es: html`Todavía no hay actividades registradas para ${dia(c)}.`,
          fr: html`Aucune activité n'a encore été publiée pour ${dia(c)}.`,
        }),
      ),
      fontes: ['atividades'],
    };
  }
  const titulo = L(c, {
    'pt-BR': html`Atividades de ${dia(c)}`,
    en: html`Activities — ${dia(c)}`,
    es: html`Actividades de ${dia(c)}`,
    fr: html`Activités — ${dia(c)}`,
  });
  const pontosLabel = L(c, {
    'pt-BR': 'Pontos desenvolvidos',
    en: 'Skills developed',
    es: 'Puntos desarrollados',
    fr: 'Points développés',
  });
  const blocos = itens.map((a) =>
    p(
      html`${a.tituloAtv} (${a.pedagogo})`,
      a.descricaoAtv,
      ...(a.pontos.length
        ? [html`${pontosLabel}: ${a.pontos.map((x) => PONTOS[c.idioma][x]).join(', ')}`]
        : []),
    ),
  );
  return { html: juntar([h2(titulo), ...blocos]), fontes: ['atividades'] };
}

async function fotosDoDia(c: Contexto): Promise<Parte> {
  const m = await c.tools.memorias(c.data);
  if (m.quantidade === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': html`Ainda não há fotos de ${c.nome} de ${dia(c)}.`,
          en: html`There are no photos of ${c.nome} from ${dia(c)} yet.`,
          es: html`Todavía no hay fotos de ${c.nome} de ${dia(c)}.`,
          fr: html`Pas encore de photos de ${c.nome} pour ${dia(c)}.`,
        }),
      ),
      fontes: ['memorias'],
    };
  }
  const n = m.quantidade;
  const frase = L(c, {
    'pt-BR': html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, a escola compartilhou ${n} ${n === 1 ? 'foto' : 'fotos'} em que você pode ver ${c.nome}.`,
    en: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, the school shared ${n} ${n === 1 ? 'photo' : 'photos'} you can see of ${c.nome}.`,
    es: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, la escuela compartió ${n} ${n === 1 ? 'foto' : 'fotos'} de ${c.nome}.`,
    fr: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, l'école a partagé ${n} ${n === 1 ? 'photo' : 'photos'} de ${c.nome}.`,
  });
  return { html: p(frase, ...m.descricoes), fontes: ['memorias'] };
}

// ——— Notices and polls ———

/** Words of a question that can find a notice by its title: long ones, not the generic ones, cut to their stem. */
const GENERICAS = new Set([
  'aviso',
  'avisos',
  'notice',
  'notices',
  'importante',
  'important',
  'quando',
  'quand',
  'cuando',
  'sobre',
  'about',
  'escola',
  'school',
  'escuela',
  'ecole',
  'creche',
  'tenho',
  'have',
  'tengo',
  'alguma',
  'algum',
  'there',
  'lieu',
  'tiene',
  'para',
  'pour',
  'esta',
  'essa',
  'hoje',
  'today',
  'este',
  'cette',
  'novo',
  'novos',
  'nuevo',
  'nouveau',
  'lidos',
  'leer',
  'unread',
]);
/**
 * Notices are written in Portuguese: the words of school life a question in English, Spanish or French may
 * use to name one, as the start of the Portuguese word ("parents meeting" finds "Reunião de pais").
 */
const EM_PORTUGUES: Record<string, string> = {
  meeting: 'reuni',
  reunion: 'reuni',
  party: 'festa',
  fiesta: 'festa',
  fete: 'festa',
  celebration: 'festa',
  trip: 'passei',
  outing: 'passei',
  excursion: 'passei',
  paseo: 'passei',
  sortie: 'passei',
  vaccination: 'vacina',
  vaccine: 'vacina',
  vacuna: 'vacina',
  vacunacion: 'vacina',
  vaccin: 'vacina',
  clothes: 'roupa',
  ropa: 'roupa',
  vetements: 'roupa',
  coat: 'agasal',
  jacket: 'agasal',
  abrigo: 'agasal',
  manteau: 'agasal',
  campaign: 'campan',
  campana: 'campan',
  campagne: 'campan',
  family: 'famili',
  familia: 'famili',
  famille: 'famili',
};

function palavrasDeBusca(question: string): string[] {
  const palavras = normalizar(question).trim().split(/\s+/);
  const traduzidas = palavras.flatMap((w) => EM_PORTUGUES[w] ?? EM_PORTUGUES[w.replace(/s$/, '')] ?? []);
  return [
    ...palavras.filter((w) => w.length >= 5 && !GENERICAS.has(w)).map((w) => w.slice(0, 6)),
    ...traduzidas,
  ];
}

export async function avisos(c: Contexto): Promise<Parte> {
  const a = await c.tools.avisos();
  const item = (x: (typeof a.recentes)[number]) =>
    p(
      html`${x.tituloAviso} — ${x.importancia} · ${x.autor} · ${ddmm(x.criadoEm.slice(0, 10), c.idioma)}`,
      x.conteudoAviso,
    );
  // A question about something ("quando é a reunião de pais?") finds the notices that name it, read or not.
  const palavras = palavrasDeBusca(c.question);
  const achados = a.recentes.filter((x) => palavras.some((w) => normalizar(x.tituloAviso).includes(` ${w}`)));
  if (achados.length) {
    const intro = L(c, {
      'pt-BR': 'Encontrei nos seus avisos:',
      en: 'I found this in your notices:',
      es: 'Encontré en sus avisos:',
      fr: "J'ai trouvé dans vos avis :",
    });
    return { html: juntar([p(intro), ...achados.slice(0, 3).map(item)]), fontes: ['avisos'] };
  }
  if (a.naoLidos.length === 0) {
    const intro = L(c, {
      'pt-BR': 'Você está em dia: não há avisos não lidos.',
      en: 'You are up to date: there are no unread notices.',
      es: 'Está al día: no hay avisos sin leer.',
      fr: 'Vous êtes à jour : aucun avis non lu.',
    });
    const ultimos = a.recentes.slice(0, 3);
    const label = L(c, {
      'pt-BR': 'Os mais recentes:',
      en: 'The latest ones:',
      es: 'Los más recientes:',
      fr: 'Les plus récents :',
    });
    return {
      html: juntar([p(intro), ...(ultimos.length ? [p(label), ...ultimos.map(item)] : [])]),
      fontes: ['avisos'],
    };
  }
  const importantes = a.importantesPendentes.length;
  const intro = L(c, {
    'pt-BR': html`Você tem ${a.naoLidos.length} ${a.naoLidos.length === 1 ? 'aviso não lido' : 'avisos não lidos'}${importantes ? html`, ${importantes} ${importantes === 1 ? 'Importante que precisa' : 'Importantes que precisam'} da sua confirmação` : ''}:`,
    en: html`You have ${a.naoLidos.length} unread ${a.naoLidos.length === 1 ? 'notice' : 'notices'}${importantes ? html`, ${importantes} Importante waiting for your acknowledgement` : ''}:`,
    es: html`Tiene ${a.naoLidos.length} ${a.naoLidos.length === 1 ? 'aviso sin leer' : 'avisos sin leer'}${importantes ? html`, ${importantes} Importante que espera su confirmación` : ''}:`,
    fr: html`Vous avez ${a.naoLidos.length} ${a.naoLidos.length === 1 ? 'avis non lu' : 'avis non lus'}${importantes ? html`, dont ${importantes} Importante à confirmer` : ''} :`,
  });
  const ordem = [...a.importantesPendentes, ...a.naoLidos.filter((x) => !a.importantesPendentes.includes(x))];
  return { html: juntar([p(intro), ...ordem.slice(0, 5).map(item)]), fontes: ['avisos'] };
}

export async function enquetes(c: Contexto): Promise<Parte> {
  const { abertas } = await c.tools.enquetes();
  if (abertas.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': 'Não há enquetes abertas agora.',
          en: 'There are no open polls right now.',
          es: 'No hay encuestas abiertas ahora.',
          fr: "Aucun sondage n'est ouvert en ce moment.",
        }),
      ),
      fontes: ['enquetes'],
    };
  }
  const intro = L(c, {
    'pt-BR': 'Enquetes abertas:',
    en: 'Open polls:',
    es: 'Encuestas abiertas:',
    fr: 'Sondages ouverts :',
  });
  const linhas = abertas.map((e) =>
    L(c, {
      'pt-BR': html`${e.pergunta} — até ${ddmm(e.fim, c.idioma)} (${e.nomeTurma}) · ${e.votou ? 'já respondida' : 'ainda sem resposta sua'}`,
      en: html`${e.pergunta} — until ${ddmm(e.fim, c.idioma)} (${e.nomeTurma}) · ${e.votou ? 'already answered' : 'not answered yet'}`,
      es: html`${e.pergunta} — hasta el ${ddmm(e.fim, c.idioma)} (${e.nomeTurma}) · ${e.votou ? 'ya respondida' : 'todavía sin respuesta'}`,
      fr: html`${e.pergunta} — jusqu'au ${ddmm(e.fim, c.idioma)} (${e.nomeTurma}) · ${e.votou ? 'déjà répondu' : 'pas encore répondu'}`,
    }),
  );
  const opcoes = L(c, { 'pt-BR': 'Opções', en: 'Options', es: 'Opciones', fr: 'Choix' });
  const blocos = abertas.map((e, i) =>
    p(linhas[i]!, ...(e.opcoes.length ? [html`${opcoes}: ${e.opcoes.join(' · ')}`] : [])),
  );
  return { html: juntar([p(intro), ...blocos]), fontes: ['enquetes'] };
}

// ——— Attendance and pickup ———

export async function presenca(c: Contexto): Promise<Parte> {
  const nome = c.nome;
  if (!isSchoolDay(c.hoje))
    return {
      html: p(
        L(c, {
          'pt-BR': 'Hoje não é dia de aula.',
          en: 'Today is not a school day.',
          es: 'Hoy no es día de clase.',
          fr: "Aujourd'hui, il n'y a pas école.",
        }),
      ),
      fontes: ['presenca'],
    };
  const pr = await c.tools.presenca();
  const linhas: Texto[] = [];
  if (c.data !== c.hoje) {
    linhas.push(
      L(c, {
        'pt-BR': 'Eu consigo ver a presença de hoje:',
        en: "I can see today's attendance:",
        es: 'Puedo ver la asistencia de hoy:',
        fr: "Je vois la présence d'aujourd'hui :",
      }),
    );
  }
  if (pr.status === 'falta') {
    linhas.push(
      html`${L(c, {
        'pt-BR': html`Hoje ${nome} tem falta registrada`,
        en: html`Today ${nome} is marked absent`,
        es: html`Hoy ${nome} figura como ausente`,
        fr: html`Aujourd'hui, une absence est notée pour ${nome}`,
      })}${pr.falta?.motivo ? html` (${pr.falta.motivo}).` : '.'}`,
    );
  } else if (!pr.entrada) {
    linhas.push(
      L(c, {
        'pt-BR': html`${nome} ainda não chegou à escola hoje.`,
        en: html`${nome} has not arrived at school yet today.`,
        es: html`${nome} todavía no llegó a la escuela hoy.`,
        fr: html`${nome} n'est pas encore à l'école aujourd'hui.`,
      }),
    );
  } else {
    const e = pr.entrada;
    linhas.push(
      L(c, {
        'pt-BR': html`${nome} chegou hoje às ${e.hora} com ${e.pessoa}.`,
        en: html`${nome} arrived today at ${horaDe(e.hora, 'en')}, brought by ${e.pessoa}.`,
        es: html`${nome} llegó hoy a las ${e.hora} con ${e.pessoa}.`,
        fr: html`Arrivée de ${nome} aujourd'hui à ${e.hora}, avec ${e.pessoa}.`,
      }),
    );
    if (e.educador) {
      const quem = e.educador;
      linhas.push(
        L(c, {
          'pt-BR': html`Entrada registrada por ${quem}.`,
          en: html`Check-in recorded by ${quem}.`,
          es: html`Entrada registrada por ${quem}.`,
          fr: html`Arrivée enregistrée par ${quem}.`,
        }),
      );
    }
    if (pr.saida) {
      const s = pr.saida;
      linhas.push(
        L(c, {
          'pt-BR': html`Saiu às ${s.hora} com ${s.pessoa}.`,
          en: html`Left at ${horaDe(s.hora, 'en')} with ${s.pessoa}.`,
          es: html`Salió a las ${s.hora} con ${s.pessoa}.`,
          fr: html`Départ à ${s.hora} avec ${s.pessoa}.`,
        }),
      );
    } else {
      linhas.push(
        L(c, {
          'pt-BR': 'Está na escola agora.',
          en: 'At school now.',
          es: 'Está en la escuela ahora.',
          fr: "À l'école en ce moment.",
        }),
      );
    }
  }
  return { html: p(...linhas), fontes: ['presenca'] };
}

export async function busca(c: Contexto): Promise<Parte> {
  const nome = c.nome;
  if (!isSchoolDay(c.data)) return { html: semAula(c), fontes: ['busca'] };
  const b = await c.tools.busca(c.data);
  const linhas: Texto[] = [];
  linhas.push(
    b.horario
      ? L(c, {
          'pt-BR': html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, o horário de busca de ${nome} é ${b.horario}${b.ajustado ? ' (ajustado só para hoje)' : ''}.`,
          en: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, ${nome}'s pickup time is ${horaDe(b.horario, 'en')}${b.ajustado ? ' (changed for today only)' : ''}.`,
          es: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, la hora de recogida de ${nome} es ${b.horario}${b.ajustado ? ' (cambiada solo para hoy)' : ''}.`,
          fr: html`${dia(c)[0]!.toUpperCase()}${dia(c).slice(1)}, l'heure de sortie de ${nome} est ${b.horario}${b.ajustado ? " (modifiée pour aujourd'hui)" : ''}.`,
        })
      : L(c, {
          'pt-BR': html`Não há horário de busca registrado para ${dia(c)}.`,
          en: html`No pickup time is set for ${dia(c)}.`,
          es: html`No hay hora de recogida registrada para ${dia(c)}.`,
          fr: html`Aucune heure de sortie n'est prévue pour ${dia(c)}.`,
        }),
  );
  if (b.falarComEscola) {
    // A custody restriction touches this child's pickups: nobody is named, nothing says why.
    linhas.push(
      L(c, {
        'pt-BR': html`Para saber quem pode buscar ${nome}, fale com a escola.`,
        en: html`To know who may pick ${nome} up, please talk to the school.`,
        es: html`Para saber quién puede recoger a ${nome}, habla con la escuela.`,
        fr: html`Pour savoir qui peut venir chercher ${nome}, adressez-vous à l'école.`,
      }),
    );
    return { html: p(...linhas), fontes: ['busca'] };
  }
  const pessoa = (x: (typeof b.pessoas)[number]) => {
    const extra = x.temporario
      ? L(c, {
          'pt-BR': ', autorização com data',
          en: ', dated authorisation',
          es: ', autorización con fecha',
          fr: ', autorisation datée',
        })
      : '';
    return html`${x.nome}${x.parentesco || extra ? html` (${x.parentesco}${extra})` : ''}`;
  };
  linhas.push(
    html`${L(c, {
      'pt-BR': html`Podem buscar ${nome} ${c.data === c.hoje ? 'hoje' : 'nesse dia'}:`,
      en: html`Who may pick ${nome} up ${c.data === c.hoje ? 'today' : 'that day'}:`,
      es: html`Pueden recoger a ${nome} ${c.data === c.hoje ? 'hoy' : 'ese día'}:`,
      fr: html`Peuvent venir chercher ${nome} ${c.data === c.hoje ? "aujourd'hui" : 'ce jour-là'} :`,
    })} ${lista(b.pessoas.map(pessoa), c.idioma)}.`,
  );
  const sobre = await pessoaPerguntada(c, b.pessoas);
  if (sobre) linhas.unshift(sobre);
  if (c.data === c.hoje) {
    const pr = await c.tools.presenca();
    if (pr.saida)
      linhas.push(
        L(c, {
          'pt-BR': html`${nome} já saiu hoje às ${pr.saida.hora} com ${pr.saida.pessoa}.`,
          en: html`${nome} already left today at ${horaDe(pr.saida.hora, 'en')} with ${pr.saida.pessoa}.`,
          es: html`${nome} ya salió hoy a las ${pr.saida.hora} con ${pr.saida.pessoa}.`,
          fr: html`${nome} a déjà quitté l'école aujourd'hui à ${pr.saida.hora} avec ${pr.saida.pessoa}.`,
        }),
      );
  }
  return { html: p(...linhas), fontes: ['busca'] };
}

/**
 * Relationships as a question names them ("a avó", "sa grand-mère", "the nanny") and as the pickup list
 * records them (the `parentesco` field, in Portuguese, accents removed).
 */
const PARENTESCOS: [RegExp, RegExp][] = [
  [
    /\s(avo|avos|vovo|vo|grandma|granny|grandmother|grandpa|grandfather|abuel[oa]|abuelit[oa]|grand mere|grand pere|mamie|papi)\s/,
    /^(avo|vovo)/,
  ],
  [/\s(tia|titia|aunt|auntie|tante|tata)\s/, /^tia/],
  [/\s(tio|titio|uncle|oncle|tonton)\s/, /^tio/],
  [/\s(baba|nanny|babysitter|ninera|canguro|nounou)\s/, /^(baba|bab)/],
  [/\s(madrinha|godmother|madrina|marraine)\s/, /^madrinha/],
  [/\s(padrinho|godfather|padrino|parrain)\s/, /^padrinho/],
  [/\s(vizinh[oa]|neighbou?r|vecin[oa]|voisine?)\s/, /^vizinh/],
  [/\s(motorista|driver|conductor|chauffeur)\s/, /^motorista/],
];

/**
 * "Can grandma pick him up tomorrow?": the answer for that person first — yes with their name, or no,
 * saying when their authorisation is valid if it is today's only.
 */
async function pessoaPerguntada(c: Contexto, pessoas: BuscaInfo['pessoas']): Promise<Html | null> {
  const n = normalizar(c.question);
  const parentesco = PARENTESCOS.find(([pergunta]) => pergunta.test(n))?.[1];
  if (!parentesco) return null;
  const nome = c.nome;
  const daPessoa = (lista: BuscaInfo['pessoas']) =>
    lista.filter((x) => parentesco.test(normalizar(x.parentesco).trim()));
  const sim = daPessoa(pessoas);
  if (sim.length) {
    const quem = lista(
      sim.map((x) => html`${x.nome} (${x.parentesco})`),
      c.idioma,
    );
    return L(c, {
      'pt-BR': html`Sim: ${quem} pode buscar ${nome} ${dia(c)}.`,
      en: html`Yes: ${quem} may pick ${nome} up ${dia(c)}.`,
      es: html`Sí: ${quem} puede recoger a ${nome} ${dia(c)}.`,
      fr: html`Oui : ${quem} peut venir chercher ${nome} ${dia(c)}.`,
    });
  }
  // Authorised today but not on the day asked: a dated authorisation that does not reach it.
  const hoje =
    c.data === c.hoje ? [] : daPessoa((await c.tools.busca(c.hoje)).pessoas).filter((x) => x.temporario);
  if (hoje.length) {
    const quem = lista(
      hoje.map((x) => html`${x.nome} (${x.parentesco})`),
      c.idioma,
    );
    const data = ddmm(c.hoje, c.idioma);
    return L(c, {
      'pt-BR': html`Não: a autorização de ${quem} vale só para hoje (${data}). Para ${dia(c)}, é preciso autorizar de novo em Quem busca.`,
      en: html`No: ${quem}'s authorisation is for today only (${data}). For ${dia(c)}, add it again in Who picks up.`,
      es: html`No: la autorización de ${quem} vale solo para hoy (${data}). Para ${dia(c)}, hay que autorizar de nuevo en Quién recoge.`,
      fr: html`Non : l'autorisation de ${quem} vaut seulement pour aujourd'hui (${data}). Pour ${dia(c)}, il faut l'autoriser à nouveau dans Qui vient chercher.`,
    });
  }
  return L(c, {
    'pt-BR': html`Não há ninguém com esse parentesco na lista de quem pode buscar ${nome} ${dia(c)}.`,
    en: html`Nobody with that relationship is on the list of who may pick ${nome} up ${dia(c)}.`,
    es: html`No hay nadie con ese parentesco en la lista de quién puede recoger a ${nome} ${dia(c)}.`,
    fr: html`Personne avec ce lien de parenté n'est sur la liste de qui peut venir chercher ${nome} ${dia(c)}.`,
  });
}

// ——— Health record ———

/** The record's note is written in Portuguese: the allergens it names, as the catalogue names them in the asker's language. */
function traducaoDosAlergenos(c: Contexto, nota: string): Texto {
  if (c.idioma === 'pt-BR') return '';
  const nomes = alergenosMencionados(nota).map((a) => ALERGENOS[c.idioma][a]);
  return nomes.length ? html` (${nomes.join(', ')})` : '';
}

export async function saudeFicha(c: Contexto): Promise<Parte> {
  const s = await c.tools.saude();
  const nome = c.nome;
  const linhas: Texto[] = [];
  if (s.remedios) {
    const intervalo = s.qtdHoraMed
      ? L(c, {
          'pt-BR': html`, a cada ${s.qtdHoraMed} horas`,
          en: html`, every ${s.qtdHoraMed} hours`,
          es: html`, cada ${s.qtdHoraMed} horas`,
          fr: html`, toutes les ${s.qtdHoraMed} heures`,
        })
      : '';
    const dose = s.qtdMed
      ? L(c, {
          'pt-BR': html` (dose: ${s.qtdMed})`,
          en: html` (dose: ${s.qtdMed})`,
          es: html` (dosis: ${s.qtdMed})`,
          fr: html` (dose : ${s.qtdMed})`,
        })
      : '';
    linhas.push(
      html`${L(c, {
        'pt-BR': 'Medicamentos na ficha',
        en: 'Medication on record',
        es: 'Medicamentos en la ficha',
        fr: 'Médicaments dans la fiche',
      })}: ${s.remedios}${dose}${intervalo}.`,
    );
  } else {
    linhas.push(
      L(c, {
        'pt-BR': html`A ficha de ${nome} não tem medicamentos registrados.`,
        en: html`${nome}'s record lists no medication.`,
        es: html`La ficha de ${nome} no tiene medicamentos registrados.`,
        fr: html`La fiche de ${nome} ne mentionne aucun médicament.`,
      }),
    );
  }
  linhas.push(
    html`${L(c, {
      'pt-BR': 'Alergias alimentares',
      en: 'Food allergies',
      es: 'Alergias alimentarias',
      fr: 'Allergies alimentaires',
    })}: ${s.comidasAlergicas ? [s.comidasAlergicas, traducaoDosAlergenos(c, s.comidasAlergicas)] : L(c, { 'pt-BR': 'nenhuma registrada', en: 'none recorded', es: 'ninguna registrada', fr: 'aucune' })}.`,
  );
  if (s.cuidados)
    linhas.push(
      html`${L(c, {
        'pt-BR': 'Cuidados específicos',
        en: 'Specific care',
        es: 'Cuidados específicos',
        fr: 'Soins particuliers',
      })}: ${s.cuidados}`,
    );
  if (s.descTratamento)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Tratamento', en: 'Treatment', es: 'Tratamiento', fr: 'Traitement' })}: ${s.descTratamento}`,
    );
  const plano = s.planSaud ?? L(c, { 'pt-BR': 'não tem', en: 'none', es: 'no tiene', fr: 'aucune' });
  linhas.push(
    html`${L(c, { 'pt-BR': 'Plano de saúde', en: 'Health plan', es: 'Plan de salud', fr: 'Mutuelle' })}: ${plano}`,
  );
  if (s.nomeHospital)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Hospital de referência', en: 'Hospital', es: 'Hospital', fr: 'Hôpital' })}: ${s.nomeHospital}`,
    );
  if (s.numCartSus)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Cartão SUS', en: 'SUS card', es: 'Tarjeta SUS', fr: 'Carte SUS' })}: ${s.numCartSus}`,
    );
  linhas.push(
    L(c, {
      'pt-BR': 'Para mudar algo, abra o Perfil e toque em "Editar perfil".',
      en: 'To change anything, open the Profile and tap "Edit profile".',
      es: 'Para cambiar algo, abra el Perfil y toque "Editar perfil".',
      fr: 'Pour modifier, ouvrez le Profil et touchez « Modifier le profil ».',
    }),
  );
  return { html: p(...linhas), fontes: ['saude'] };
}

// ——— The school ———

export async function contatoEscola(c: Contexto): Promise<Parte> {
  const e = await c.tools.escola();
  const linhas = [html`${e.nome}`];
  if (e.telefone)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Telefone', en: 'Phone', es: 'Teléfono', fr: 'Téléphone' })}: ${e.telefone}`,
    );
  if (e.email) linhas.push(html`E-mail: ${e.email}`);
  if (e.endereco)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Endereço', en: 'Address', es: 'Dirección', fr: 'Adresse' })}: ${e.endereco}`,
    );
  if (e.direcao.length)
    linhas.push(
      html`${L(c, { 'pt-BR': 'Direção', en: 'Director', es: 'Dirección', fr: 'Direction' })}: ${lista(e.direcao, c.idioma)}`,
    );
  return { html: p(...linhas), fontes: ['escola'] };
}

export async function educadora(c: Contexto): Promise<Parte> {
  const cr = await c.tools.crianca();
  if (!cr || cr.turmas.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': html`${c.nome} ainda não está em uma turma.`,
          en: html`${c.nome} is not in a class yet.`,
          es: html`${c.nome} todavía no está en una clase.`,
          fr: html`${c.nome} n'est pas encore dans une classe.`,
        }),
      ),
      fontes: ['escola'],
    };
  }
  const linhas = cr.turmas.map((t) =>
    L(c, {
      'pt-BR': html`${c.nome} está na ${t.nomeTurma} (${t.periodo})${t.educadoras.length ? html`, com ${lista(t.educadoras, 'pt-BR')}` : ''}.`,
      en: html`${c.nome} is in ${t.nomeTurma} (${t.periodo})${t.educadoras.length ? html`, with ${lista(t.educadoras, 'en')}` : ''}.`,
      es: html`${c.nome} está en ${t.nomeTurma} (${t.periodo})${t.educadoras.length ? html`, con ${lista(t.educadoras, 'es')}` : ''}.`,
      fr: html`${c.nome} est dans la ${t.nomeTurma} (${t.periodo})${t.educadoras.length ? html`, avec ${lista(t.educadoras, 'fr')}` : ''}.`,
    }),
  );
  const e = await c.tools.escola();
  if (e.direcao.length)
    linhas.push(
      html`${L(c, {
        'pt-BR': 'Direção da escola',
        en: "School's director",
        es: 'Dirección de la escuela',
        fr: "Direction de l'école",
      })}: ${lista(e.direcao, c.idioma)}`,
    );
  if (e.telefone)
    linhas.push(
      L(c, {
        'pt-BR': html`Telefone da escola: ${e.telefone}`,
        en: html`School phone: ${e.telefone}`,
        es: html`Teléfono de la escuela: ${e.telefone}`,
        fr: html`Téléphone de l'école : ${e.telefone}`,
      }),
    );
  return { html: p(...linhas), fontes: ['escola'] };
}

// ——— The day at a glance ———

export async function resumoDia(c: Contexto): Promise<Parte> {
  const hoje = { ...c, data: c.hoje, semana: false, horaPedida: null };
  if (!isSchoolDay(c.hoje)) return { html: semAula(hoje), fontes: [] };
  const partes = await Promise.all([presenca(hoje), diarioResumo(hoje), atividades(hoje), fotos(hoje)]);
  const titulo = L(c, {
    'pt-BR': html`O dia de ${c.nome}`,
    en: html`${c.nome}'s day`,
    es: html`El día de ${c.nome}`,
    fr: html`La journée de ${c.nome}`,
  });
  return {
    html: juntar([h2(titulo), ...partes.map((x) => x.html)]),
    fontes: partes.flatMap((x) => x.fontes),
  };
}

// ——— The child's diary ———

export async function diario(c: Contexto): Promise<Parte> {
  const info = await c.tools.diario(c.data);
  const r = respostaDiario(info, assuntoDiario(c.question), c.question, c.idioma, c.nome, dia(c));
  return { html: r.html, fontes: ['diario'], semDados: r.vazio };
}

/** The day's overview: the diary in one line, then the day's entries; or that nothing is recorded yet. */
async function diarioResumo(c: Contexto): Promise<Parte> {
  const info = await c.tools.diario(c.data);
  if (info.registros.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': html`O diário de ${c.nome} ainda não tem registros de ${dia(c)}.`,
          en: html`${c.nome}'s diary has no entries for ${dia(c)} yet.`,
          es: html`El diario de ${c.nome} todavía no tiene registros de ${dia(c)}.`,
          fr: html`Le journal de ${c.nome} n'a pas encore d'entrée pour ${dia(c)}.`,
        }),
      ),
      fontes: [],
    };
  }
  const r = respostaDiario(info, null, c.question, c.idioma, c.nome, dia(c));
  return { html: juntar([p(resumoCurto(info.registros, c.idioma)), r.html]), fontes: ['diario'] };
}

// ——— Staff ———

export async function presencaTurmas(c: Contexto): Promise<Parte> {
  const pt = await c.tools.presencaTurmas();
  if (pt.turmas.length === 0) {
    return {
      html: p(
        L(c, {
          'pt-BR': 'Você ainda não tem turmas.',
          en: 'You have no classes yet.',
          es: 'Todavía no tiene clases.',
          fr: "Vous n'avez pas encore de classe.",
        }),
      ),
      fontes: ['presencaTurmas'],
    };
  }
  const linhas = pt.turmas.map((t) =>
    L(c, {
      'pt-BR': html`${t.nomeTurma}: ${t.presentes} de ${t.total} na escola agora, ${t.ausentes} ${t.ausentes === 1 ? 'ausente' : 'ausentes'}`,
      en: html`${t.nomeTurma}: ${t.presentes} of ${t.total} at school now, ${t.ausentes} absent`,
      es: html`${t.nomeTurma}: ${t.presentes} de ${t.total} en la escuela ahora, ${t.ausentes} ${t.ausentes === 1 ? 'ausente' : 'ausentes'}`,
      fr: html`${t.nomeTurma} : ${t.presentes} sur ${t.total} à l'école en ce moment, ${t.ausentes} ${t.ausentes === 1 ? 'absence' : 'absences'}`,
    }),
  );
  return {
    html: juntar([
      h2(
        L(c, {
          'pt-BR': html`Presença de ${dia(c, pt.data)}`,
          en: html`Attendance — ${dia(c, pt.data)}`,
          es: html`Asistencia de ${dia(c, pt.data)}`,
          fr: html`Présence — ${dia(c, pt.data)}`,
        }),
      ),
      p(...linhas),
    ]),
    fontes: ['presencaTurmas'],
  };
}

export { primeiroNome };

/** "essa semana" / "next week": each school day of that week, one after the other. */
async function porSemana(c: Contexto, doDia: (c: Contexto) => Promise<Parte>): Promise<Parte> {
  if (!c.semana) return doDia(c);
  const partes = await Promise.all(
    [0, 1, 2, 3, 4].map((i) => doDia({ ...c, data: addDaysTo(c.data, i), semana: false })),
  );
  return { html: juntar(partes.map((x) => x.html)), fontes: partes.flatMap((x) => x.fontes) };
}

export const rotina = (c: Contexto) => porSemana(c, rotinaDoDia);
export const atividades = (c: Contexto) => porSemana(c, atividadesDoDia);
export const fotos = (c: Contexto) => porSemana(c, fotosDoDia);
