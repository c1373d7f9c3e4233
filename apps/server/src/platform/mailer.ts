import nodemailer from 'nodemailer';
import { outbox } from '../db/schema/mail.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';

export interface MailMessage {
  /** The organisation the mail is sent for. */
  oid: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or the outbox table that the development mailbox shows. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** With SMTP_URL set, mail goes through that server; otherwise it is kept in the outbox table. */
export function createMailer(db: Db, config: Config): Mailer {
  const smtpUrl = config.SMTP_URL;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send({ oid, to, subject, text, html }) {
        await db.insert(outbox).values({ oid, to, subject, text, html });
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html });
    },
  };
}
