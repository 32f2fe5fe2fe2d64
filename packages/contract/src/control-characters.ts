/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in text
 * (the request would fail with a server error), and nobody types the others: they only come from broken
 * clients, pasted binary or attacks on what reads the text later (logs, terminals, exports).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) in `value` that holds a control character, or null.
 * Iterative, and each step remembers only its parent, so a deeply nested body neither overflows the
 * stack nor costs more than one pass.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object' && !(current instanceof Uint8Array)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasControlCharacter(key)) return [...pathOf(visit), key];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
