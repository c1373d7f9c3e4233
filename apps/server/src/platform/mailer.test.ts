import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { outbox } from '../db/schema/mail.ts';
import type { Database } from './db.ts';
import { createMailer } from './mailer.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisation(database.db);
});
afterAll(() => database.close());

const message = {
  oid: 'TEST',
  to: 'asha@example.test',
  subject: 'Your code',
  text: 'Your code is 123456',
  html: '<p>Your code is <strong>123456</strong></p>',
};

/** Just enough of an SMTP server to take one message, recording what the client sent. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        received.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('createMailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(database.db, testConfig());
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  });

  it('sends through SMTP_URL, in text and HTML, from MAIL_FROM, and keeps nothing', async () => {
    const { server, port, received } = await fakeSmtpServer();
    try {
      const config = testConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Meridian <no-reply@meridian.test>',
      });
      const mailer = createMailer(database.db, config);
      expect(mailer.kind).toBe('smtp');
      const before = (await database.db.select().from(outbox)).length;
      await mailer.send(message);
      const transcript = received.join('\n');
      expect(transcript).toContain('MAIL FROM:<no-reply@meridian.test>');
      expect(transcript).toContain('RCPT TO:<asha@example.test>');
      expect(transcript).toContain('Subject: Your code');
      expect(transcript).toContain('Content-Type: text/plain');
      expect(transcript).toContain('Content-Type: text/html');
      expect((await database.db.select().from(outbox)).length).toBe(before);
    } finally {
      server.close();
    }
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => testConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL/);
  });
});
