import { campoInformado, dobrarTexto, msg, type DetalhesRegistro, type UnidadeDose } from '@lunna/contract';
import { addDaysTo, localDate, localTime } from '../../../lib/school-time';

/**
 * The diary's rules, without the database: when an entry may be dated, and when a dose may be given
 * without the guardians' written authorisation. The service reads what they need and applies them.
 */

/** A device clock a little ahead of the server's is not the future. */
export const TOLERANCIA_FUTURO_MS = 5 * 60_000;
/** How far back an entry may be made (a forgotten entry, an offline queue after a long weekend). */
export const DIAS_PARA_TRAS = 7;
export const INICIO_DIA = '05:00';
export const FIM_DIA = '22:00';

export type Janela = { now: Date; timeZone: string };

/** Whether an instant falls on a school day's hours, today or up to DIAS_PARA_TRAS days back, and not in the future. */
export function dentroDoDia(at: Date, { now, timeZone }: Janela): boolean {
  if (Number.isNaN(at.getTime())) return false;
  if (at.getTime() > now.getTime() + TOLERANCIA_FUTURO_MS) return false;
  const hora = localTime(at, timeZone);
  if (hora < INICIO_DIA || hora > FIM_DIA) return false;
  return localDate(at, timeZone) >= addDaysTo(localDate(now, timeZone), -DIAS_PARA_TRAS);
}

/**
 * The instant and school date of an entry, or the field and message that refuse it. A nap's `fim` must
 * follow its start, on the same rules.
 */
export function datarRegistro(
  ocorridoEm: string | undefined,
  detalhes: DetalhesRegistro,
  janela: Janela,
): { ok: true; ocorridoEm: Date; data: string } | { ok: false; campo: string; mensagem: string } {
  const at = ocorridoEm ? new Date(ocorridoEm) : janela.now;
  if (!dentroDoDia(at, janela)) return { ok: false, campo: 'ocorridoEm', mensagem: msg.horarioForaDoDia };
  if (detalhes.tipo === 'sono' && detalhes.fim !== undefined) {
    const fim = new Date(detalhes.fim);
    if (!(fim.getTime() > at.getTime()))
      return { ok: false, campo: 'detalhes.fim', mensagem: msg.fimSonoAntesInicio };
    if (!dentroDoDia(fim, janela) || localDate(fim, janela.timeZone) !== localDate(at, janela.timeZone)) {
      return { ok: false, campo: 'detalhes.fim', mensagem: msg.horarioForaDoDia };
    }
  }
  return { ok: true, ocorridoEm: at, data: localDate(at, janela.timeZone) };
}

/** The words of a medicine compared with the record's text: accents, case and punctuation aside. */
export const mesmoRemedio = (a: string, b: string) => dobrarTexto(a) === dobrarTexto(b);

/** Whether the record's free text (ficha_med.remedios) names the medicine, as whole words. */
export function fichaCitaRemedio(remedios: string | null | undefined, medicamento: string): boolean {
  if (!campoInformado(remedios)) return false;
  const nome = dobrarTexto(medicamento);
  if (nome.length === 0) return false;
  // A record is free text: "Não dar Ibuprofeno" names a medicine to keep away from, so a clause that
  // names it after a refusal or an allergy does not schedule it (the guardians must authorise instead).
  return remedios!.split(/[;,.\n]+/).some((clausula) => {
    const texto = ` ${dobrarTexto(clausula)} `;
    const onde = texto.indexOf(` ${nome} `);
    return onde >= 0 && !NEGACAO.test(texto.slice(0, onde + 1));
  });
}

/** Words before a medicine's name that forbid it (pt, en, es, fr), accent-folded. */
const NEGACAO =
  / (nao|nunca|sem|evitar|proibido|alergia|alergico|alergica|no|not|never|dont|avoid|allergic|pas|jamais|eviter|allergique|sans) /;

export type FichaRemedios = { remedios: string | null; qtdMed: number | null; qtdHoraMed: number | null };
export type AutorizacaoVigente = {
  id: string;
  medicamento: string;
  dose: number;
  unidade: UnidadeDose;
  dataInicio: string;
  dataFim: string;
  revogadaEm: Date | null;
};
export type Dose = {
  medicamento: string;
  dose: number;
  unidade: UnidadeDose;
  idAutorizacao?: string | undefined;
};

/** Equal doses, as typed: 2.5 ml and 2,5 ml are the same number once parsed. */
const mesmaDose = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * Whether the record schedules this dose: the medicine is on the record, the dose is the record's (when it
 * names one) and no other dose of it (`anteriores`: when they were given) is within the record's interval,
 * before or after: a dose written late, earlier than one already given, is as close to it as the reverse.
 */
export function doseDaFicha(ficha: FichaRemedios | null, dose: Dose, at: Date, anteriores: Date[]): boolean {
  if (!ficha || !fichaCitaRemedio(ficha.remedios, dose.medicamento)) return false;
  // Without a dose and an interval the record schedules nothing, so any dose is off its schedule.
  if (ficha.qtdMed === null || ficha.qtdHoraMed === null) return false;
  if (!mesmaDose(ficha.qtdMed, dose.dose)) return false;
  const intervalo = ficha.qtdHoraMed * 3_600_000;
  return !anteriores.some((d) => Math.abs(at.getTime() - d.getTime()) < intervalo);
}

/** Whether an authorisation covers this dose on this school date: not revoked, in its dates, same medicine, dose and unit. */
export function autorizacaoCobre(aut: AutorizacaoVigente, dose: Dose, data: string): boolean {
  return (
    aut.revogadaEm === null &&
    aut.dataInicio <= data &&
    data <= aut.dataFim &&
    mesmoRemedio(aut.medicamento, dose.medicamento) &&
    mesmaDose(aut.dose, dose.dose) &&
    aut.unidade === dose.unidade
  );
}

/**
 * The authorisation a dose is given under (its id), null when the record alone allows it, or 'negada'.
 * A named authorisation must cover the dose even when the record would allow it: what is stored is what
 * the educator claimed.
 */
export function decidirMedicacao(
  ficha: FichaRemedios | null,
  dose: Dose,
  at: Date,
  data: string,
  anteriores: Date[],
  autorizacao: AutorizacaoVigente | null,
): { ok: true; autorizacaoId: string | null } | { ok: false } {
  if (dose.idAutorizacao !== undefined) {
    return autorizacao && autorizacao.id === dose.idAutorizacao && autorizacaoCobre(autorizacao, dose, data)
      ? { ok: true, autorizacaoId: autorizacao.id }
      : { ok: false };
  }
  return doseDaFicha(ficha, dose, at, anteriores) ? { ok: true, autorizacaoId: null } : { ok: false };
}

/** Monday to Friday of the week a date falls in. */
export function semanaDoDia(data: string): { de: string; ate: string } {
  const dia = new Date(`${data}T12:00:00Z`).getUTCDay() || 7;
  const de = addDaysTo(data, 1 - dia);
  return { de, ate: addDaysTo(de, 4) };
}
