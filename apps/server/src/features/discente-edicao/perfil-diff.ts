import { camposPerfil, type CampoPerfil } from '@lunna/contract';

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
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function show(value: Valor): string {
  if (value === null || value === '') return 'nenhum';
  const text = typeof value === 'number' ? number.format(value) : value;
  return text.length > MAX_VALOR ? `${text.slice(0, MAX_VALOR - 1)}…` : text;
}

export type ContatoResumo = { nome: string; parentesco: string };
export type MudancasContatos = {
  adicionados: ContatoResumo[];
  alterados: ContatoResumo[];
  removidos: ContatoResumo[];
};

/**
 * The lines a notification gives about a change: 'Alergias: Amendoim → Amendoim, camarão',
 * 'Contatos de emergência: Rosa Souza (Avó) removido'. Empty when nothing the caregivers act on changed.
 */
export function careLines(ficha: Diff | null, contatos: MudancasContatos): string[] {
  const lines: string[] = [];
  if (ficha) {
    for (const campo of CAMPOS_DE_CUIDADO) {
      if (!(campo in ficha.depois)) continue;
      lines.push(
        `${camposPerfil[campo]}: ${show(ficha.antes[campo] ?? null)} → ${show(ficha.depois[campo] ?? null)}`,
      );
    }
  }
  const who = (c: ContatoResumo) => `${c.nome} (${c.parentesco})`;
  const parts = [
    ...contatos.adicionados.map((c) => `${who(c)} adicionado`),
    ...contatos.alterados.map((c) => `${who(c)} alterado`),
    ...contatos.removidos.map((c) => `${who(c)} removido`),
  ];
  if (parts.length > 0) lines.push(`Contatos de emergência: ${parts.join(', ')}`);
  return lines;
}

/** The labels of what changed, for an e-mail that names the subjects but leaves the health data in the app. */
export function careSubjects(ficha: Diff | null, contatos: MudancasContatos): string[] {
  const subjects = new Set<string>();
  if (ficha) {
    for (const campo of CAMPOS_DE_CUIDADO) {
      if (campo in ficha.depois)
        subjects.add(
          campo === 'qtdMed' || campo === 'qtdHoraMed' ? camposPerfil.remedios : camposPerfil[campo],
        );
    }
  }
  if (contatos.adicionados.length + contatos.alterados.length + contatos.removidos.length > 0)
    subjects.add('Contatos de emergência');
  return [...subjects];
}

export const rotulo = (campo: string): string => camposPerfil[campo as CampoPerfil] ?? campo;
