import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import writeFileAtomic from 'write-file-atomic';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go instead of `from` (the contact form: the sender). */
  replyTo?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message becomes an .eml file in `mailDir`, so the
 * embedded setup can be tried without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.mailDir, { recursive: true });
      const file = path.join(
        options.mailDir,
        `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`,
      );
      // Complete or absent: a full disk must not leave half a message for the reader of the folder.
      await writeFileAtomic(file, info.message as Buffer, { mode: 0o600 });
    },
  };
}
