import { describe, expect, it } from 'vitest';
import { databaseAwayErrors, notAnOutage } from '../test/database-errors';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it.each(databaseAwayErrors)('%s: the database is away', (_name, error) =>
    expect(isDatabaseUnavailable(error)).toBe(true),
  );
  it('the refusal given at once while it is known to be away', () =>
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true));
  it.each(notAnOutage)('%s: not an outage', (_name, error) =>
    expect(isDatabaseUnavailable(error)).toBe(false),
  );
});
