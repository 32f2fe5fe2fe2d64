import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetService } from '../../contexts/conta/password-reset/password-reset.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from './mailer';

const FROM = 'Lunna <nao-responda@lunna.demo>';
const PEPPER = 'smtp-test-pepper';

type Received = { from: string | false; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom && mailFrom.address,
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The decoded text body of a single-part message (nodemailer picks quoted-printable or base64). */
function textBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = head!.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

async function until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const value = read();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
}

let t: TestApp;
let mailDir: string;
beforeAll(async () => {
  t = await createTestApp();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-mail-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

describe('createMailer over SMTP', () => {
  it('delivers the password-reset code to the account e-mail', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir, from: FROM });
      const log = { error() {} } as unknown as FastifyBaseLogger;
      passwordResetService.requestCode(t.database.db, PEPPER, mailer, log, 'carlos@lunna.demo');

      const message = await until(() => smtp.received[0]);
      expect(smtp.received).toHaveLength(1);
      expect(message.from).toBe('nao-responda@lunna.demo');
      expect(message.to).toEqual(['carlos@lunna.demo']);
      expect(message.raw).toMatch(/^To: carlos@lunna\.demo\r?$/m);
      const text = textBody(message.raw);
      expect(text).toContain('Olá, Carlos Lima!');
      const codigo = text.match(/redefinir a senha é: ([A-Z2-9]{5})\n/)?.[1];
      expect(codigo).toBeDefined();
      // The code in the e-mail is the one the server will accept.
      await expect(
        passwordResetService.checkCode(t.database.db, PEPPER, 'carlos@lunna.demo', codigo!),
      ).resolves.toMatchObject({ usuarioId: expect.any(String) });
    } finally {
      await smtp.close();
    }
  });

  it('logs, and does not throw, when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // the port is now closed
    const errors: string[] = [];
    const log = { error: (_: unknown, m: string) => errors.push(m) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir, from: FROM });
    expect(() =>
      passwordResetService.requestCode(t.database.db, PEPPER, mailer, log, 'patricia@lunna.demo'),
    ).not.toThrow();
    expect(await until(() => errors[0], 10_000)).toBe('password reset e-mail failed');
  });
});

describe('createMailer without SMTP', () => {
  it('writes each message as an .eml file into mailDir', async () => {
    const dir = path.join(mailDir, 'saida');
    const mailer = createMailer({ mailDir: dir, from: FROM });
    await mailer.send({ to: 'mariana@lunna.demo', subject: 'Teste', text: 'Seu código é: ABCDE\n' });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[A-Za-z0-9]+\.eml$/);
    const file = path.join(dir, files[0]!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Lunna <nao-responda@lunna\.demo>$/m);
    expect(raw).toMatch(/^To: mariana@lunna\.demo$/m);
    expect(raw).toMatch(/^Subject: Teste$/m);
    expect(textBody(raw)).toContain('Seu código é: ABCDE');
  });
});
