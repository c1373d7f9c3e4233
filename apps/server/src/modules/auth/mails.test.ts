import { describe, expect, it } from 'vitest';
import { resetCodeMail, verificationMail } from './mails.ts';

describe('identity mails', () => {
  it('carry the organisation name and the link in both bodies, with HTML escaped', () => {
    const link = 'https://learn.example.edu/?verify=abc&email=a%40b.test';
    const mail = verificationMail({ organisation: 'Meridian & Co', link });
    expect(mail.subject).toBe('Verify your email for Meridian & Co');
    expect(mail.text).toContain('Meridian & Co');
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.html).toContain('Meridian &#38; Co');
    expect(mail.html).toContain('Hello,');
    expect(mail.html).toContain('href="https://learn.example.edu/?verify=abc&#38;email=a%40b.test"');
  });

  it('give the reset code and how long it lasts', () => {
    const mail = resetCodeMail({
      organisation: 'Meridian University',
      code: '042917',
      minutes: 10,
    });
    expect(mail.subject).toBe('Your Meridian University password reset code');
    expect(mail.text).toContain('Your code to reset your Meridian University password is: 042917\n');
    expect(mail.text).toContain('for 10 minutes');
    expect(mail.html).toContain('>042917</strong>');
    expect(mail.html).toContain('Meridian University');
  });
});
