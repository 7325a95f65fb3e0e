import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. the newsletter's List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes the message as an .eml file to
 * DATA_DIR/outbox/ and logs its path, so a local operator can open it. Returns that path, if any.
 */
export async function sendMail(config: Config, log: FastifyBaseLogger, mail: OutgoingMail) {
  const message = {
    from: config.mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    headers: mail.headers,
  };
  if (config.mail.smtpUrl) {
    await nodemailer.createTransport(config.mail.smtpUrl).sendMail(message);
    log.info({ subject: mail.subject }, 'mail sent through SMTP');
    return undefined;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const outbox = path.join(config.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  log.warn({ file }, 'SMTP_URL is not set: mail written to the outbox instead of being sent');
  return file;
}
