import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export type SmsMessage = { to: string; text: string };

/** Sends a text message. Production adapters (an SMS gateway) implement the same interface. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Where the folder adapter reports what it did: never the number or the text. */
export type SmsLog = (fields: Record<string, unknown>, message: string) => void;

/**
 * The embedded adapter: each message becomes a file in `dir` (like the mail folder), so two-factor sign-in
 * by SMS can be tried without a gateway. The log says a message was written, not to whom or what.
 */
export function createFolderSmsSender(options: { dir: string; log?: SmsLog }): SmsSender {
  return {
    async send(to, text) {
      await fs.mkdir(options.dir, { recursive: true, mode: 0o700 });
      const file = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.txt`;
      // Complete or absent, like the mail folder.
      await writeFileAtomic(
        path.join(options.dir, file),
        `Para: ${to}\nData: ${new Date().toISOString()}\n\n${text}\n`,
        { mode: 0o600 },
      );
      options.log?.({ file }, 'sms written to the sms folder');
    },
  };
}
