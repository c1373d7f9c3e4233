import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// A NUL reaches PostgreSQL only as a 500: every way in (a body, a path, a query) answers 400 instead.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const learner = await createLearner(t.database.db);
  cookie = await signIn(t.app, learner.email, learner.password);
});
afterAll(() => t.app.close());

describe('control characters', () => {
  it.each([
    ['auth/signIn', { oid: 'TEST', username: 'a\u0000b@example.test', password: 'Study#2468' }, 'username'],
    [
      'auth/signUp',
      { oid: 'TEST', name: 'Nu\u0000ll', email: 'n@example.test', password: 'Study#24680' },
      'name',
    ],
    ['auth/forgotPassword', { oid: 'TEST', username: 'a\u001b[2Jb@example.test' }, 'username'],
  ])('in the body of %s answer 400 naming the field', async (name, body, field) => {
    const response = await call(t.app, name, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: 'may not hold control characters' });
  });

  it.each([
    ['/files/hallticket/B1/a%00b.pdf', 'path'],
    ['/files/hallticket/B%001/ticket.pdf', 'bpid'],
    ['/files/certificate/TEST-2026-%00.png', 'certno'],
    ['/media/TEST/images/a%00b.png', 'path'],
    ['/calendar/abc%00.ics', 'file'],
    ['/dev/mailbox.json?to=a%00b@example.test', 'to'],
  ])('in the address %s answer 400 naming %s', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Invalid request: check ${field}.`,
      fields: { [field]: 'may not hold control characters' },
    });
  });
});
