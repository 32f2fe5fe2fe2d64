import fs from 'node:fs';
import path from 'node:path';
import { msg } from '@lunna/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every message the API answers with is a contract message (`msg`), because the web app translates exactly
 * those (each has a `validation.<key>` entry in the four catalogues) and shows any other text as it came: a
 * message written in place in a service reached an English or Spanish family in Portuguese. This reads the
 * server's source and lists the sentences written inside `throw` statements and `new AppError(...)` calls.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const known = new Set<string>(Object.values(msg).filter((v) => typeof v === 'string'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** A sentence for people, not a code ('CONFLICT'), a field name or a path. */
const isSentence = (text: string) => /\p{L}/u.test(text) && /\s/.test(text.trim());

function messagesWrittenInPlace(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\bthrow\b|\bAppError\b/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isSentence(node.text) && !known.has(node.text)) found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
      if (isSentence(text)) found.push(text);
    }
    ts.forEachChild(node, collect);
  };
  // `new AppError(...)` anywhere, and `throw helper(...)` (conflict('…'), validation({…})); a `throw new Error`
  // is an internal failure the client sees only as a 500 without its text.
  const visit = (node: ts.Node): void => {
    const isAppError = ts.isNewExpression(node) && node.expression.getText(source) === 'AppError';
    const throwsAHelper = ts.isThrowStatement(node) && ts.isCallExpression(node.expression);
    if (isAppError || throwsAHelper) collect(node);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(SRC, file)}: ${text}`);
}

describe('error messages', () => {
  it('every message the server throws is a contract message the web app translates', () => {
    const inPlace = sourceFiles(SRC).flatMap(messagesWrittenInPlace);
    expect(inPlace).toEqual([]);
  }, 60_000); // parsing the whole server takes seconds on a busy machine
});
