import { createHash } from 'node:crypto';

/**
 * Names for parameterised statements, so node-postgres prepares each text once per connection and
 * PostgreSQL stops parsing and planning it on every call (the dashboard's statement spent ~2 ms
 * planning for 0.5 ms executing).
 *
 * Every name stays in each connection's cache until the connection closes, so the set of named texts
 * is bounded: a text is named only from its second sighting (a statement built with variable text,
 * such as an `inArray` list, rarely repeats), and at most `maxNamed` texts are ever named; the rest
 * run unnamed, as before.
 */
export type StatementNamer = (text: string) => string | undefined;

export function statementNamer(options: { maxNamed?: number; maxWatched?: number } = {}): StatementNamer {
  const maxNamed = options.maxNamed ?? 500;
  const maxWatched = options.maxWatched ?? 2_000;
  const named = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text) => {
    const known = named.get(text);
    if (known) return known;
    if (named.size >= maxNamed) return undefined;
    if (!seenOnce.has(text)) {
      // Forgetting the oldest sighting keeps this memory bounded too.
      if (seenOnce.size >= maxWatched) seenOnce.delete(seenOnce.values().next().value as string);
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `l_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    named.set(text, name);
    return name;
  };
}

type QueryConfig = { text: string; values?: unknown[]; name?: string };

/**
 * The `query` arguments with a name added when the statement carries parameters (a text without
 * them may hold several statements, which a prepared statement cannot) and the namer grants one.
 */
export function withStatementName(args: unknown[], nameFor: StatementNamer): unknown[] {
  const [first, second] = args;
  if (typeof first === 'string') {
    if (!Array.isArray(second) || second.length === 0) return args;
    const name = nameFor(first);
    return name ? [{ text: first, values: second, name }, ...args.slice(2)] : args;
  }
  if (!first || typeof first !== 'object' || 'submit' in first) return args;
  const config = first as QueryConfig;
  if (typeof config.text !== 'string' || config.name) return args;
  const values = Array.isArray(second) ? second : config.values;
  if (!Array.isArray(values) || values.length === 0) return args;
  const name = nameFor(config.text);
  return name ? [{ ...config, name }, ...args.slice(1)] : args;
}
