import { describe, expect, it } from 'vitest';
import { diaUtil, somarDias } from './datas';
import { refeicaoAgora } from './estado-registro';

describe('diary dates', () => {
  it('moves by calendar days and skips weekends between school days', () => {
    expect(somarDias('2027-02-28', 1)).toBe('2027-03-01');
    expect(diaUtil('2027-03-05', 1)).toBe('2027-03-08');
    expect(diaUtil('2027-03-08', -1)).toBe('2027-03-05');
  });

  it('offers the meal being served now, from the menu’s times or the usual ones', () => {
    const at = (h: number, m = 0) => new Date(2027, 2, 10, h, m);
    expect(refeicaoAgora(at(7))).toBe('cafe_manha');
    expect(refeicaoAgora(at(9, 45))).toBe('almoco');
    expect(refeicaoAgora(at(13, 30))).toBe('cafe_tarde');
    expect(refeicaoAgora(at(11), { almoco: '11:30' })).toBe('almoco');
    expect(refeicaoAgora(at(10), { almoco: '11:30' })).toBe('cafe_manha');
  });
});
