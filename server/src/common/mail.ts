import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or to its file); rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  DATA_DIR: string;
}

/**
 * Mail over SMTP when `SMTP_URL` is set. Without it every message is kept as an .eml file under `DATA_DIR/mail/`
 * (only the owner may read it: it holds codes and temporary passwords), and a log line says where.
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
    return {
      send: async (message) => void (await transport.sendMail(message)),
      close: () => transport.close(),
    };
  }
  const dir = path.resolve(config.DATA_DIR, 'mail');
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.MAIL_FROM },
  );
  return {
    send: async (message) => {
      const { message: raw } = await transport.sendMail(message);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, raw as Buffer, { mode: 0o600 });
      logger.info({ file, subject: message.subject }, 'mail kept as a file (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
