import type { Idioma } from '@lunna/contract';
import i18next, { type TOptions } from 'i18next';
import en from './en';
import es from './es';
import fr from './fr';
import ptBR, { type Catalogo } from './pt-BR';

/**
 * The texts the server sends to people, in the reader's own language (decision 23). The catalogues are data
 * (`pt-BR.ts`, `en.ts`, `es.ts`, `fr.ts`); i18next interpolates, chooses plural forms and contexts, and the
 * formatters below write times and dates the way the reader's locale does.
 */

type Folhas<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Folhas<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The contexts the catalogue uses (`texto_motivo` is asked for as `texto` with `context: 'motivo'`). */
type Contexto =
  | 'one'
  | 'other'
  | 'anonimo'
  | 'recado'
  | 'tambem'
  | 'semCriancas'
  | 'gestor'
  | 'pedagogo'
  | 'motivo'
  | 'aparelho';
type SemSufixo<S extends string> = S extends `${infer B}_${Contexto}` ? B : S;

/** A key of the catalogue (a plural or context form is asked for by its base key with `count` or `context`). */
export type Chave = SemSufixo<Folhas<Catalogo>>;

/** A value put into a text: a list of names is written the reader's way ("Ana, Theo e Lucas"). */
export type Valor = string | number | string[];

/** A text not yet written in any language: a key and its values. Plain JSON, so a job's payload can carry it. */
export type Texto = { chave: Chave; vars?: Record<string, Valor> };

const LOCALE: Record<Idioma, string> = { 'pt-BR': 'pt-BR', en: 'en-US', es: 'es', fr: 'fr' };

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { 'pt-BR': { t: ptBR }, en: { t: en }, es: { t: es }, fr: { t: fr } },
  ns: ['t'],
  defaultNS: 't',
  fallbackLng: 'pt-BR',
  supportedLngs: ['pt-BR', 'en', 'es', 'fr'],
  // Plain text (e-mails, notifications, push): nothing is HTML, and free text is written as typed.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const idiomaDe = (lng: string | undefined): Idioma =>
  lng === 'en' || lng === 'es' || lng === 'fr' ? lng : 'pt-BR';

/** A school-time "HH:mm" in the reader's form: 07:42 in pt/es/fr, 7:42 AM in English. */
export function horaLocal(hhmm: string, idioma: Idioma): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const instante = Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]));
  return new Intl.DateTimeFormat(LOCALE[idioma], {
    hour: idioma === 'en' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hour12: idioma === 'en',
    timeZone: 'UTC',
  })
    .format(instante)
    .replace(/\u202f/g, ' ');
}

/** A calendar date "yyyy-mm-dd" in the reader's form: dd/mm/yyyy in pt/es/fr, mm/dd/yyyy in English. */
export function dataLocal(iso: string, idioma: Idioma): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return new Intl.DateTimeFormat(LOCALE[idioma], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** A weekday with its day and month: "sexta-feira, 27/11", "Friday, 11/27", "vendredi 27/11". */
export function diaSemanaLocal(iso: string, idioma: Idioma): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const instante = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Intl.DateTimeFormat(LOCALE[idioma], {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(instante);
}

const SEPARADOR = '\n';
/** Names for the `lista` formatter, which joins them the reader's way: "Ana, Bia e Caio", "Ana, Bia, and Caio". */
export const lista = (nomes: string[]): string => nomes.join(SEPARADOR);

/**
 * A pickup authorisation's period, `periodo(inicio, fim)` for the `quando` formatter: "na sexta-feira,
 * 27/11", "de 23/11 a 27/11", or "sem data para terminar" when it has no dates.
 */
export const periodo = (inicio: string | null, fim: string | null): string =>
  inicio && fim ? `${inicio}|${fim}` : '';

function quandoLocal(valor: string, lng: string | undefined): string {
  const [inicio, fim] = valor.split('|');
  if (!inicio || !fim) return i18n.t('autorizado.quando.semFim', { lng });
  if (inicio !== fim) return i18n.t('autorizado.quando.periodo', { lng, inicio, fim });
  const diaDaSemana = new Date(`${inicio}T12:00:00Z`).getUTCDay();
  return i18n.t(
    diaDaSemana === 0 || diaDaSemana === 6 ? 'autorizado.quando.diaFimDeSemana' : 'autorizado.quando.dia',
    { lng, data: inicio },
  );
}

/**
 * The app suggests these relations (Mãe, Pai, Avó…) and stores the word as the person picked it, in her own
 * language: any language's word is written in the reader's. Anything else a person typed stays as typed.
 */
const PARENTESCOS = new Map<string, string>(
  [ptBR, en, es, fr].flatMap((c) =>
    Object.entries(c.parentesco).map(
      ([chave, palavra]) => [palavra.toLocaleLowerCase('pt-BR'), chave] as const,
    ),
  ),
);
function parentescoLocal(valor: string, lng: string | undefined): string {
  const chave = PARENTESCOS.get(valor.trim().toLocaleLowerCase('pt-BR'));
  return chave ? i18n.t(`parentesco.${chave}`, { lng }) : valor;
}

/** A day of the year "yyyy-mm-dd" as day and month in the reader's form: 09/11 in pt/es/fr, 11/09 in English. */
export function diaMesLocal(iso: string, idioma: Idioma): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  // Written out: Intl's Spanish drops the leading zero (9/11), unlike the full dates above.
  return idioma === 'en' ? `${m[2]}/${m[3]}` : `${m[3]}/${m[2]}`;
}

/** A moment in the reader's form, on the given time zone's clock (an account e-mail's "when"). */
export function momentoLocal(
  instante: Date,
  idioma: Idioma,
  timeZone: string,
  estilo: 'short' | 'long' = 'short',
): string {
  return new Intl.DateTimeFormat(LOCALE[idioma], { dateStyle: estilo, timeStyle: 'short', timeZone })
    .format(instante)
    .replace(/\u202f/g, ' ');
}

/** Names joined the reader's way: "Ana, Theo e Lucas", "Ana, Theo, and Lucas", "Ana, Theo y Lucas", "Ana, Theo et Lucas". */
export function listaLocal(nomes: readonly string[], idioma: Idioma): string {
  return new Intl.ListFormat(LOCALE[idioma], { style: 'long', type: 'conjunction' }).format(nomes);
}

i18n.services.formatter?.add('hora', (value, lng) => horaLocal(String(value), idiomaDe(lng)));
i18n.services.formatter?.add('data', (value, lng) => dataLocal(String(value), idiomaDe(lng)));
i18n.services.formatter?.add('prioridade', (value, lng) => i18n.t(`prioridade.${String(value)}`, { lng }));
i18n.services.formatter?.add('categoria', (value, lng) =>
  i18n.t(`alerta.categoria.${String(value)}`, { lng }),
);
i18n.services.formatter?.add('incidente', (value, lng) =>
  i18n.t(`diario.incidente.tipo.${String(value)}`, { lng }),
);
i18n.services.formatter?.add('unidade', (value, lng) =>
  i18n.t(`diario.autorizacao.unidade.${String(value)}`, { lng }),
);
i18n.services.formatter?.add('diaSemana', (value, lng) => diaSemanaLocal(String(value), idiomaDe(lng)));
i18n.services.formatter?.add('diaMes', (value, lng) => diaMesLocal(String(value), idiomaDe(lng)));
i18n.services.formatter?.add('quando', (value, lng) => quandoLocal(String(value), lng));
i18n.services.formatter?.add('parentesco', (value, lng) => parentescoLocal(String(value), lng));
// Names come as an array, or as one string made by `lista()` (a value a job's payload can carry as text).
i18n.services.formatter?.add('lista', (value, lng) =>
  listaLocal(
    Array.isArray(value) ? value.map(String) : String(value).split(SEPARADOR).filter(Boolean),
    idiomaDe(lng),
  ),
);

/**
 * A formatter a feature owns (its values' shape is the feature's business), e.g. the list of changes of a
 * child's record. `formatar` receives the value, the reader's language and the text's other values.
 */
export function registrarFormato(
  nome: string,
  formatar: (valor: string, idioma: Idioma, vars: Record<string, unknown>) => string,
): void {
  i18n.services.formatter?.add(nome, (value, lng, options) =>
    formatar(String(value), idiomaDe(lng), (options ?? {}) as Record<string, unknown>),
  );
}

/** One text in this language. */
export function t(idioma: Idioma, chave: Chave, vars: Record<string, Valor> = {}): string {
  return i18n.t(chave, { ...vars, lng: idioma } as TOptions) as string;
}

/** A `Texto` in this language. */
export const escrever = (idioma: Idioma, texto: Texto): string => t(idioma, texto.chave, texto.vars);

/** Sentences written one after the other (a text whose parts depend on the case), in this language. */
export const escreverFrases = (idioma: Idioma, frases: readonly Texto[]): string =>
  frases.map((f) => escrever(idioma, f)).join(' ');

export const idiomaOuPadrao = (valor: string | null | undefined): Idioma => idiomaDe(valor ?? undefined);
