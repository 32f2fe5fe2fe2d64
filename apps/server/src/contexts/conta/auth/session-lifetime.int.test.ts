import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * How long a session lives (decision record: session lifetimes and re-authentication): staff 12 hours from sign-in and 2 hours without use; guardians
 * 30 days. The server decides, by the app's clock, whatever the cookie's own lifetime says.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DAY = 24 * HOUR;

/** Answers 200 while the session lives, 401 once the server no longer knows it. */
const status = async (client: TestClient) => (await client.get('/api/sessao')).statusCode;

describe('staff sessions', () => {
  it.each(['diretora@lunna.demo', 'ana.professora@lunna.demo'])(
    '%s: used every 90 minutes it still ends 12 hours after sign-in',
    async (email) => {
      const client = await TestClient.signedIn(t.app, email);
      for (let elapsed = 90; elapsed <= 11 * 60 + 30; elapsed += 90) {
        t.clock.advance(90 * MINUTE);
        expect(await status(client), `after ${elapsed} minutes`).toBe(200);
      }
      t.clock.advance(60 * MINUTE);
      expect(await status(client), 'after 11 h 30 min').toBe(200);
      // 12 h 1 min after sign-in it is over.
      t.clock.advance(31 * MINUTE);
      expect(await status(client)).toBe(401);
      expect((await client.get('/api/sessao')).json().code).toBe('UNAUTHENTICATED');
    },
  );

  it('ends after 2 hours without a request, and a bearer token is refused the same way', async () => {
    const client = new TestClient(t.app);
    const { token } = (await client.login('bruno.professor@lunna.demo')) as { token: string };
    t.clock.advance(2 * HOUR - 10 * MINUTE);
    expect(await status(client)).toBe(200);
    // Idle counts from the last request: 1 h 59 min after it, still fine.
    t.clock.advance(2 * HOUR - MINUTE);
    expect(await status(client)).toBe(200);
    t.clock.advance(2 * HOUR + MINUTE);
    expect(await status(client)).toBe(401);
    const bearer = new TestClient(t.app);
    bearer.bearer = token;
    expect(await status(bearer)).toBe(401);
  });

  it('an expired staff session is not listed among the live sessions of the account', async () => {
    const old = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
    const idOld = (
      (await old.get('/api/conta/sessoes')).json() as { sessoes: { idSessao: string; atual: boolean }[] }
    ).sessoes.find((s) => s.atual)!.idSessao;
    t.clock.advance(3 * HOUR);
    const fresh = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
    const listed = (
      (await fresh.get('/api/conta/sessoes')).json() as { sessoes: { idSessao: string }[] }
    ).sessoes.map((s) => s.idSessao);
    expect(listed).not.toContain(idOld);
  });
});

describe('guardian sessions', () => {
  it('last 30 days on the phone: days without use are fine, day 30 is the end', async () => {
    const client = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    t.clock.advance(10 * DAY);
    expect(await status(client)).toBe(200);
    t.clock.advance(19 * DAY + 23 * HOUR);
    expect(await status(client)).toBe(200);
    t.clock.advance(2 * HOUR);
    expect(await status(client)).toBe(401);
  });
});
