import { describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { instantAt } from '../../../lib/school-time';
import {
  autorizacaoCobre,
  datarRegistro,
  decidirMedicacao,
  dentroDoDia,
  doseDaFicha,
  fichaCitaRemedio,
  semanaDoDia,
} from './diario.regras';

const TZ = 'America/Sao_Paulo';
const now = instantAt('2026-03-11', '14:00', TZ);
const janela = { now, timeZone: TZ };
const at = (data: string, horario: string) => instantAt(data, horario, TZ);

describe('the school day an entry may be dated on', () => {
  it('05:00 to 22:00 in the school’s time zone, up to 7 days back, at most 5 minutes ahead', () => {
    expect(dentroDoDia(at('2026-03-11', '05:00'), janela)).toBe(true);
    expect(dentroDoDia(at('2026-03-11', '04:59'), janela)).toBe(false);
    expect(dentroDoDia(at('2026-03-10', '22:00'), janela)).toBe(true);
    expect(dentroDoDia(at('2026-03-10', '22:01'), janela)).toBe(false);
    expect(dentroDoDia(at('2026-03-04', '08:00'), janela)).toBe(true);
    expect(dentroDoDia(at('2026-03-03', '21:00'), janela)).toBe(false);
    expect(dentroDoDia(new Date(now.getTime() + 5 * 60_000), janela)).toBe(true);
    expect(dentroDoDia(new Date(now.getTime() + 6 * 60_000), janela)).toBe(false);
  });

  it('the date is the school’s, not UTC’s; a nap ends after it starts, the same day', () => {
    // 21:30 in São Paulo is already the next day in UTC.
    const late = datarRegistro(
      at('2026-03-10', '21:30').toISOString(),
      { tipo: 'humor', humor: 'feliz' },
      janela,
    );
    expect(late).toMatchObject({ ok: true, data: '2026-03-10' });
    expect(datarRegistro(undefined, { tipo: 'nota', texto: 'x' }, janela)).toMatchObject({
      ok: true,
      data: '2026-03-11',
      ocorridoEm: now,
    });
    const nap = (fim: string) =>
      datarRegistro(at('2026-03-11', '12:00').toISOString(), { tipo: 'sono', fim }, janela);
    expect(nap(at('2026-03-11', '11:59').toISOString())).toEqual({
      ok: false,
      campo: 'detalhes.fim',
      mensagem: msg.fimSonoAntesInicio,
    });
    expect(nap(at('2026-03-11', '12:00').toISOString())).toEqual({
      ok: false,
      campo: 'detalhes.fim',
      mensagem: msg.fimSonoAntesInicio,
    });
    expect(nap(at('2026-03-11', '15:00').toISOString())).toEqual({
      ok: false,
      campo: 'detalhes.fim',
      mensagem: msg.horarioForaDoDia,
    });
    expect(nap(at('2026-03-11', '13:10').toISOString())).toMatchObject({ ok: true });
  });
});

describe('medication against the record', () => {
  const ficha = { remedios: 'Loratadina xarope, 2,5 ml', qtdMed: 2.5, qtdHoraMed: 12 };
  const dose = { medicamento: 'LORATADINA', dose: 2.5, unidade: 'ml' as const };

  it('the record names the medicine as whole words, accents and case aside', () => {
    expect(fichaCitaRemedio('Vitamina D, 2 gotas', 'vitamina d')).toBe(true);
    expect(fichaCitaRemedio('Dipirona gotas', 'Dipirona')).toBe(true);
    expect(fichaCitaRemedio('Anti-alérgico', 'anti alergico')).toBe(true);
    expect(fichaCitaRemedio('Dipirona', 'Pirona')).toBe(false);
    expect(fichaCitaRemedio('Nenhum', 'nenhum')).toBe(false);
    expect(fichaCitaRemedio(null, 'Dipirona')).toBe(false);
  });

  it('a medicine the record forbids is not on the record', () => {
    expect(fichaCitaRemedio('Não dar Ibuprofeno', 'ibuprofeno')).toBe(false);
    expect(fichaCitaRemedio('Paracetamol 5 ml; nunca Dipirona', 'Dipirona')).toBe(false);
    expect(fichaCitaRemedio('Alérgica a Amoxicilina', 'Amoxicilina')).toBe(false);
    expect(fichaCitaRemedio('No ibuprofen', 'ibuprofen')).toBe(false);
    expect(fichaCitaRemedio('Paracetamol 5 ml; nunca Dipirona', 'Paracetamol')).toBe(true);
  });

  it('the record’s dose and interval', () => {
    expect(doseDaFicha(ficha, dose, at('2026-03-11', '08:00'), [])).toBe(true);
    expect(doseDaFicha(ficha, { ...dose, dose: 5 }, at('2026-03-11', '08:00'), [])).toBe(false);
    expect(doseDaFicha(ficha, dose, at('2026-03-11', '19:00'), [at('2026-03-11', '08:00')])).toBe(false);
    expect(doseDaFicha(ficha, dose, at('2026-03-11', '20:00'), [at('2026-03-11', '08:00')])).toBe(true);
    // A dose written late, an hour before one already given: as close as the other way round.
    expect(doseDaFicha(ficha, dose, at('2026-03-11', '07:00'), [at('2026-03-11', '08:00')])).toBe(false);
    expect(doseDaFicha(ficha, dose, at('2026-03-10', '19:00'), [at('2026-03-11', '08:00')])).toBe(true);
    // A record without a dose and an interval schedules nothing: every dose needs the guardians' authorisation.
    expect(doseDaFicha({ ...ficha, qtdMed: null, qtdHoraMed: null }, { ...dose, dose: 9 }, now, [now])).toBe(
      false,
    );
    expect(doseDaFicha({ ...ficha, qtdHoraMed: null }, dose, now, [])).toBe(false);
    expect(doseDaFicha(null, dose, now, [])).toBe(false);
  });

  it('an authorisation covers its dates, medicine, dose and unit, until revoked', () => {
    const aut = {
      id: 'a1',
      medicamento: 'Paracetamol',
      dose: 5,
      unidade: 'ml' as const,
      dataInicio: '2026-03-10',
      dataFim: '2026-03-12',
      revogadaEm: null,
    };
    const p = { medicamento: 'paracetamol', dose: 5, unidade: 'ml' as const, idAutorizacao: 'a1' };
    expect(autorizacaoCobre(aut, p, '2026-03-11')).toBe(true);
    expect(autorizacaoCobre(aut, p, '2026-03-13')).toBe(false);
    expect(autorizacaoCobre(aut, { ...p, unidade: 'gotas' }, '2026-03-11')).toBe(false);
    expect(autorizacaoCobre({ ...aut, revogadaEm: now }, p, '2026-03-11')).toBe(false);
    expect(decidirMedicacao(null, p, now, '2026-03-11', [], aut)).toEqual({ ok: true, autorizacaoId: 'a1' });
    expect(decidirMedicacao(null, { ...p, idAutorizacao: 'outra' }, now, '2026-03-11', [], aut)).toEqual({
      ok: false,
    });
    expect(decidirMedicacao(ficha, dose, now, '2026-03-11', [], null)).toEqual({
      ok: true,
      autorizacaoId: null,
    });
  });
});

it('a week is Monday to Friday of the date’s week', () => {
  expect(semanaDoDia('2026-03-11')).toEqual({ de: '2026-03-09', ate: '2026-03-13' });
  expect(semanaDoDia('2026-03-15')).toEqual({ de: '2026-03-09', ate: '2026-03-13' });
  expect(semanaDoDia('2026-03-09')).toEqual({ de: '2026-03-09', ate: '2026-03-13' });
});
