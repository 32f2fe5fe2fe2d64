import { camposPerfil, type CampoPerfil, type Idioma } from '@lunna/contract';
import { registrarFormato, t } from '../../../lib/textos/textos';

export type Valor = string | number | null;
export type Snapshot = Record<string, Valor>;
export type Diff = { antes: Snapshot; depois: Snapshot };

/** Only the fields that differ, on both sides; null when nothing changed. */
export function diff(antes: Snapshot, depois: Snapshot): Diff | null {
  const out: Diff = { antes: {}, depois: {} };
  for (const key of Object.keys(depois)) {
    const a = antes[key] ?? null;
    const d = depois[key] ?? null;
    if (a === d) continue;
    out.antes[key] = a;
    out.depois[key] = d;
  }
  return Object.keys(out.depois).length > 0 ? out : null;
}

/** A new or removed record, as history keeps it: its fields that hold a value. */
export function filled(snapshot: Snapshot): Snapshot {
  return Object.fromEntries(Object.entries(snapshot).filter(([, v]) => v !== null && v !== ''));
}

/** Changes to these reach the class educators and the other guardians the same day. */
export const CAMPOS_DE_CUIDADO = [
  'comidasAlergicas',
  'remedios',
  'qtdMed',
  'qtdHoraMed',
  'cuidados',
] as const;

const MAX_VALOR = 80;
const LOCALE_NUMERO: Record<Idioma, string> = { 'pt-BR': 'pt-BR', en: 'en-US', es: 'es', fr: 'fr' };

function show(value: Valor, idioma: Idioma): string {
  if (value === null || value === '') return t(idioma, 'ficha.nenhum');
  const text =
    typeof value === 'number'
      ? new Intl.NumberFormat(LOCALE_NUMERO[idioma], { maximumFractionDigits: 2 }).format(value)
      : value;
  return text.length > MAX_VALOR ? `${text.slice(0, MAX_VALOR - 1)}…` : text;
}

export type ContatoResumo = { nome: string; parentesco: string };
export type MudancasContatos = {
  adicionados: ContatoResumo[];
  alterados: ContatoResumo[];
  removidos: ContatoResumo[];
};

/**
 * The lines a notification gives about a change, in the reader's language: 'Alergias: Amendoim → Amendoim,
 * camarão', 'Contatos de emergência: Rosa Souza (Avó) removido'. Empty when nothing the caregivers act on
 * changed. The values are written as typed.
 */
export function careLines(
  ficha: Diff | null,
  contatos: MudancasContatos,
  idioma: Idioma = 'pt-BR',
): string[] {
  const lines: string[] = [];
  if (ficha) {
    for (const campo of CAMPOS_DE_CUIDADO) {
      if (!(campo in ficha.depois)) continue;
      const valor = `${show(ficha.antes[campo] ?? null, idioma)} → ${show(ficha.depois[campo] ?? null, idioma)}`;
      lines.push(t(idioma, 'ficha.linha', { campo: t(idioma, `ficha.campo.${campo}`), valor }));
    }
  }
  const parts = [
    ...contatos.adicionados.map((c) => t(idioma, 'ficha.contato.adicionado', { ...c })),
    ...contatos.alterados.map((c) => t(idioma, 'ficha.contato.alterado', { ...c })),
    ...contatos.removidos.map((c) => t(idioma, 'ficha.contato.removido', { ...c })),
  ];
  if (parts.length > 0)
    lines.push(
      t(idioma, 'ficha.linha', { campo: t(idioma, 'ficha.campo.contatos'), valor: parts.join(', ') }),
    );
  return lines;
}

/** The labels of what changed, for an e-mail that names the subjects but leaves the health data in the app. */
export function careSubjects(
  ficha: Diff | null,
  contatos: MudancasContatos,
  idioma: Idioma = 'pt-BR',
): string[] {
  const subjects = new Set<string>();
  if (ficha) {
    for (const campo of CAMPOS_DE_CUIDADO) {
      if (campo in ficha.depois)
        subjects.add(
          t(idioma, `ficha.campo.${campo === 'qtdMed' || campo === 'qtdHoraMed' ? 'remedios' : campo}`),
        );
    }
  }
  if (contatos.adicionados.length + contatos.alterados.length + contatos.removidos.length > 0)
    subjects.add(t(idioma, 'ficha.campo.contatos'));
  return [...subjects];
}

/**
 * A change for the `mudancas` formatter (`ficha.texto`): the notification is written for each reader in her
 * language, `limite` characters at most (the values can be long).
 */
export const mudancas = (ficha: Diff | null, contatos: MudancasContatos) =>
  JSON.stringify({ ficha, contatos });
registrarFormato('mudancas', (valor, idioma, vars) => {
  const { ficha, contatos } = JSON.parse(valor) as { ficha: Diff | null; contatos: MudancasContatos };
  const texto = careLines(ficha, contatos, idioma).join('; ');
  return typeof vars.limite === 'number' ? texto.slice(0, Math.max(0, vars.limite)) : texto;
});

export const rotulo = (campo: string): string => camposPerfil[campo as CampoPerfil] ?? campo;
