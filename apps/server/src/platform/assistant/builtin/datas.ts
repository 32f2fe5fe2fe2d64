import { addDaysTo, weekdayOf } from '../../../lib/school-time';
import { normalizar } from './texto';

/**
 * The school date a question is about, from the few ways parents say it in the four languages:
 * "hoje", "amanhã", "depois de amanhã", "sexta", "quinta que vem", "semana que vem", "dia 12", "12/12",
 * "3 de dezembro" (and "tomorrow", "el viernes", "la semaine prochaine"…). A general date parser was tried
 * and misreads several of these in Portuguese ("depois de amanhã" as tomorrow, no "dia 12").
 */
export type DataEntendida = {
  data: string;
  /** The whole school week starting on `data` (a Monday) was asked for. */
  semana: boolean;
};

const DIAS_SEMANA: [number, RegExp][] = [
  [1, /\s(segunda|monday|lunes|lundi)\s/],
  [2, /\s(terca|tuesday|martes|mardi)\s/],
  [3, /\s(quarta|wednesday|miercoles|mercredi)\s/],
  [4, /\s(quinta|thursday|jueves|jeudi)\s/],
  [5, /\s(sexta|friday|viernes|vendredi)\s/],
  [6, /\s(sabado|saturday|samedi)\s/],
  [7, /\s(domingo|sunday|dimanche)\s/],
];

const MESES: string[][] = [
  ['janeiro', 'january', 'enero', 'janvier'],
  ['fevereiro', 'february', 'febrero', 'fevrier'],
  ['marco', 'march', 'marzo', 'mars'],
  ['abril', 'april', 'abril', 'avril'],
  ['maio', 'may', 'mayo', 'mai'],
  ['junho', 'june', 'junio', 'juin'],
  ['julho', 'july', 'julio', 'juillet'],
  ['agosto', 'august', 'agosto', 'aout'],
  ['setembro', 'september', 'septiembre', 'septembre'],
  ['outubro', 'october', 'octubre', 'octobre'],
  ['novembro', 'november', 'noviembre', 'novembre'],
  ['dezembro', 'december', 'diciembre', 'decembre'],
];

const PROXIMA = /\s(que vem|proxima|proximo|next|prochain|prochaine|que viene)\s/;
const PASSADO = /\s(passad[ao]|ultim[ao]|last|pasad[ao]|dernier|derniere)\s/;
/** Verbs in the past: "o que ele comeu na segunda?" is this week's Monday, not the next one. */
const VERBO_PASSADO =
  /\s(comeu|foi|teve|fez|brincou|chegou|almocou|lanchou|did|was|were|had|comio|fue|tuvo|hizo|llego|a mange|a fait|etait|avait|est arrive)\s/;

const SEMANA_QUE_VEM =
  /\s(semana que vem|proxima semana|next week|proxima semana|semana que viene|semaine prochaine|la semaine qui vient)\s/;
const ESTA_SEMANA =
  /\s(esta semana|essa semana|nesta semana|nessa semana|desta semana|dessa semana|this week|la semaine|cette semaine|da semana|de la semana|of the week|de la semaine)\s/;
/** Said on purpose: "essa semana" names the week even next to "ontem" ("chegou ontem falando… vai ter essa semana?"). */
const ESTA_SEMANA_EXPLICITA =
  /\s(esta semana|essa semana|nesta semana|nessa semana|desta semana|dessa semana|this week|cette semaine)\s/;
const HOJE =
  /\s(hoje|today|tonight|hoy|aujourd'hui|aujourd hui|ce soir|esta manana|this morning|ce matin|hoje cedo|agora|now|ahora|maintenant|esta tarde|this afternoon|cet apres midi|hoje a tarde|a tarde|de tarde|nesta tarde|essa tarde|hoje de manha)\s/;

function dataValida(ano: number, mes: number, dia: number): string | null {
  const d = new Date(Date.UTC(ano, mes - 1, dia, 12));
  if (d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null;
  return d.toISOString().slice(0, 10);
}

/** A day of the month without a month: this month if it has not passed, otherwise next month. */
function diaDoMes(hoje: string, dia: number): string | null {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const este = dataValida(ano, mes, dia);
  if (este && este >= hoje) return este;
  return mes === 12 ? dataValida(ano + 1, 1, dia) : dataValida(ano, mes + 1, dia);
}

function comMes(hoje: string, dia: number, mes: number, ano?: number): string | null {
  const anoAtual = Number(hoje.slice(0, 4));
  if (ano) return dataValida(ano < 100 ? 2000 + ano : ano, mes, dia);
  const este = dataValida(anoAtual, mes, dia);
  // "3 de janeiro" asked in December is next year's.
  if (este && este < addDaysTo(hoje, -31)) return dataValida(anoAtual + 1, mes, dia);
  return este;
}

const mondayOf = (data: string) => addDaysTo(data, 1 - weekdayOf(data));

export function entenderData(question: string, hoje: string): DataEntendida | null {
  const n = normalizar(question);
  const dia = (data: string | null) => (data ? { data, semana: false } : null);

  // A week named wins over a day mentioned in passing, but a weekday in it is that day of that week.
  const diaDaSemana = DIAS_SEMANA.find(([, re]) => re.test(n))?.[0];
  if (SEMANA_QUE_VEM.test(n)) {
    return diaDaSemana
      ? dia(addDaysTo(mondayOf(hoje), 6 + diaDaSemana))
      : { data: addDaysTo(mondayOf(hoje), 7), semana: true };
  }
  if (ESTA_SEMANA_EXPLICITA.test(n) && !diaDaSemana) return { data: mondayOf(hoje), semana: true };
  if (/\s(depois de amanha|day after tomorrow|pasado manana|apres demain)\s/.test(n))
    return dia(addDaysTo(hoje, 2));
  if (/\s(anteontem|day before yesterday|anteayer|avant hier)\s/.test(n)) return dia(addDaysTo(hoje, -2));
  // "mañana" alone is tomorrow; "esta mañana" / "por la mañana" is this morning.
  if (
    /\s(amanha|tomorrow|demain)\s/.test(n) ||
    (/\smanana\s/.test(n) && !/\s(esta|la|por la|de la|en la) manana\s/.test(n))
  )
    return dia(addDaysTo(hoje, 1));
  if (/\s(ontem|yesterday|ayer|hier)\s/.test(n)) return dia(addDaysTo(hoje, -1));

  // dd/mm or dd/mm/yyyy
  const numerica = n.match(/\s(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\s/);
  if (numerica)
    return dia(
      comMes(hoje, Number(numerica[1]), Number(numerica[2]), numerica[3] ? Number(numerica[3]) : undefined),
    );

  // "3 de dezembro", "3 décembre", "december 3", "3rd of december"
  for (const [i, nomes] of MESES.entries()) {
    for (const nome of nomes) {
      const antes = n.match(new RegExp(`\\s(\\d{1,2})(?:st|nd|rd|th|er)?\\s(?:de\\s|of\\s)?${nome}\\s`));
      const depois = n.match(new RegExp(`\\s${nome}\\s(\\d{1,2})(?:st|nd|rd|th)?\\s`));
      const m = antes ?? depois;
      if (m) return dia(comMes(hoje, Number(m[1]), i + 1));
    }
  }

  // "dia 12", "no dia 12", "the 12th", "el 12", "le 12"
  const doMes =
    n.match(/\s(?:dia|the|el dia|el|le|on the)\s(\d{1,2})(?:st|nd|rd|th|er)?\s/) ??
    n.match(/\s(\d{1,2})(?:st|nd|rd|th)\s/);
  if (doMes) return dia(diaDoMes(hoje, Number(doMes[1])));

  for (const [numero, re] of DIAS_SEMANA) {
    if (!re.test(n)) continue;
    const estaSemana = addDaysTo(mondayOf(hoje), numero - 1);
    if (PROXIMA.test(n)) return dia(estaSemana > hoje ? estaSemana : addDaysTo(estaSemana, 7));
    if (PASSADO.test(n)) return dia(estaSemana < hoje ? estaSemana : addDaysTo(estaSemana, -7));
    if (VERBO_PASSADO.test(n)) return dia(estaSemana <= hoje ? estaSemana : addDaysTo(estaSemana, -7));
    return dia(estaSemana >= hoje ? estaSemana : addDaysTo(estaSemana, 7));
  }

  if (HOJE.test(n)) return dia(hoje);
  if (ESTA_SEMANA.test(n)) return { data: mondayOf(hoje), semana: true };
  return null;
}

/** A time of day ("às 10h", "10:30", "at 9am", "a las 11", "à 15h"), as HH:MM; "agora" is the time now. */
export function entenderHora(question: string, agora: string): string | null {
  const n = normalizar(question);
  if (
    /\s(agora|now|right now|ahora|maintenant|neste momento|nesse momento|en este momento|en ce moment)\s/.test(
      n,
    )
  )
    return agora;
  const m =
    n.match(/\s(\d{1,2})(?::(\d{2}))\s/) ??
    n.match(/\s(\d{1,2})h(\d{2})?\s/) ??
    n.match(/\s(?:as|at|a las|a la|a)\s(\d{1,2})(?:\s?(am|pm|horas|hrs|hr))?\s/) ??
    n.match(/\s(\d{1,2})\s?(am|pm)\s/);
  if (!m) return null;
  let hora = Number(m[1]);
  const resto = m[2];
  const minutos = resto && /^\d{2}$/.test(resto) ? Number(resto) : 0;
  if (resto === 'pm' && hora < 12) hora += 12;
  if (hora > 23 || minutos > 59) return null;
  return `${String(hora).padStart(2, '0')}:${String(minutos).padStart(2, '0')}`;
}
