import { describe, expect, it } from 'vitest';
import { periodLabel, shortDay, weekdayAndDay } from './dates';

const t = (key: string, o: Record<string, string>) => `${key}:${o.inicio}|${o.fim}`;

describe('pickup list dates', () => {
  it('reads school dates as calendar days, whatever the browser zone', () => {
    expect(weekdayAndDay('2026-11-27', 'pt-BR')).toBe('sexta-feira, 27/11');
    expect(shortDay('2026-11-23', 'pt-BR')).toBe('23/11');
    expect(weekdayAndDay('2026-11-27', 'en')).toBe('Friday, 11/27');
  });

  it('one day is a weekday and a date, a range two dates, a permanent authorisation nothing', () => {
    expect(periodLabel({ dataInicio: '2026-11-27', dataFim: '2026-11-27' }, 'pt-BR', t)).toBe(
      'sexta-feira, 27/11',
    );
    expect(periodLabel({ dataInicio: '2026-11-23', dataFim: '2026-11-27' }, 'pt-BR', t)).toBe(
      'quemBusca.periodo:23/11|27/11',
    );
    expect(periodLabel({ dataInicio: null, dataFim: null }, 'pt-BR', t)).toBeNull();
  });
});
