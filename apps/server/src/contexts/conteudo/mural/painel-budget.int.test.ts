import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http-client';
import { countStatements, type StatementCounter } from '../../../test/statement-counter';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demo, type Demo } from './mural.test-support';

/**
 * One load of the guardian's dashboard may cost at most this: API calls and SQL statements, session included.
 * It cost 11 calls and 62 statements before the dashboard had one endpoint of its own, 23 before sessions were
 * cached, and 19 before the session, the bell, the chat's unread badge and the pinned notices each became one
 * statement, the notification preferences rode on the guardian's own row and the diary's two lists became one
 * statement.
 */
const CALL_BUDGET = 4;
const STATEMENT_BUDGET = 10;

let t: TestApp;
let d: Demo;
let counter: StatementCounter;

beforeAll(async () => {
  t = await createTestApp();
  d = await demo(t.database.db);
  counter = countStatements(t.database);
});
afterAll(async () => {
  counter.restore();
  await t.close();
});

const MARIANA = 'mariana@lunna.demo';

/**
 * The requests the web app makes when a signed-in guardian opens /dashboard following `idDisc` (the session, the
 * dashboard's own data, the frame's notifications bell and the chat's unread badge).
 */
function dashboardCalls(idDisc: string): string[] {
  return ['/api/sessao', `/api/painel?idDisc=${idDisc}`, '/api/notificacao', '/api/chat/nao-lidas'];
}

describe("the guardian's dashboard budget", () => {
  it(`costs at most ${CALL_BUDGET} API calls and ${STATEMENT_BUDGET} SQL statements per load`, async () => {
    const mariana = await TestClient.signedIn(t.app, MARIANA);
    const lucas = d.children.get('lucas')!;
    const calls = dashboardCalls(lucas);
    // A first load warms what a running server has warm (prepared statements, caches); the second is measured.
    for (const url of calls) expect((await mariana.get(url)).statusCode, url).toBe(200);
    // One at a time, so each call's statements are its own (the breakdown says which call spends them).
    const perCall: { url: string; statements: string[] }[] = [];
    for (const url of calls) {
      const { result, statements } = await counter.during(() => mariana.get(url));
      expect(result.statusCode, url).toBe(200);
      perCall.push({ url, statements });
    }
    const total = perCall.reduce((n, c) => n + c.statements.length, 0);
    const breakdown = perCall
      .map((c) => `${c.statements.length}\t${c.url}\n\t\t${c.statements.join('\n\t\t')}`)
      .join('\n');
    // Each call at least looks its session up: fewer seen means the counter missed the driver.
    expect(total).toBeGreaterThanOrEqual(calls.length);
    expect(total, breakdown).toBeLessThanOrEqual(STATEMENT_BUDGET);
    expect(calls.length, breakdown).toBeLessThanOrEqual(CALL_BUDGET);
  });
});
