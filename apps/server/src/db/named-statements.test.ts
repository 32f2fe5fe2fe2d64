import { describe, expect, it } from 'vitest';
import { statementNamer, withStatementName } from './named-statements';

describe('statementNamer', () => {
  it('names a text from its second sighting, always with the same name', () => {
    const nameFor = statementNamer();
    expect(nameFor('select $1')).toBeUndefined();
    const name = nameFor('select $1');
    expect(name).toMatch(/^l_[0-9a-f]{20}$/);
    expect(nameFor('select $1')).toBe(name);
  });

  it('never names more than its limit of texts', () => {
    const nameFor = statementNamer({ maxNamed: 2 });
    for (const text of ['a $1', 'b $1', 'c $1']) {
      nameFor(text);
      nameFor(text);
    }
    expect(nameFor('a $1')).toBeDefined();
    expect(nameFor('b $1')).toBeDefined();
    expect(nameFor('c $1')).toBeUndefined();
  });

  it('forgets the oldest single sightings past its watch limit', () => {
    const nameFor = statementNamer({ maxWatched: 2 });
    nameFor('a $1');
    nameFor('b $1');
    nameFor('c $1');
    expect(nameFor('a $1')).toBeUndefined();
  });
});

describe('withStatementName', () => {
  const always = () => 'l_x';

  it('names drizzle-style configs with parameters', () => {
    const [config, values] = withStatementName([{ text: 'select $1', rowMode: 'array' }, [1]], always);
    expect(config).toEqual({ text: 'select $1', rowMode: 'array', name: 'l_x' });
    expect(values).toEqual([1]);
  });

  it('names text with values', () => {
    expect(withStatementName(['select $1', [1]], always)).toEqual([
      { text: 'select $1', values: [1], name: 'l_x' },
    ]);
  });

  it('leaves statements without parameters, already named, or submittable alone', () => {
    const plain = ['begin'];
    expect(withStatementName(plain, always)).toBe(plain);
    const empty = ['select 1', []];
    expect(withStatementName(empty, always)).toBe(empty);
    const named = [{ text: 'select $1', name: 'mine' }, [1]];
    expect(withStatementName(named, always)).toBe(named);
    const cursor = [{ text: 'select $1', values: [1], submit() {} }];
    expect(withStatementName(cursor, always)).toBe(cursor);
  });
});
