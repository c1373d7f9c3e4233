import { escapeHtml } from '../../platform/escape-html.ts';

/** What one mail says, in plain text and in HTML (every mail client shows one of the two). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function layout(organisation: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(organisation)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(organisation)}</h1>
${body}
</body></html>`;
}

/*
 * Mails greet without the account's name: whoever signs up chooses it, for any address, so a name in
 * the greeting would let a stranger write a line of their own into a mail from the university.
 */

export function verificationMail(input: { organisation: string; link: string }): MailContent {
  const { organisation, link } = input;
  const subject = `Verify your email for ${organisation}`;
  const text = [
    'Hello,',
    `Thank you for signing up to ${organisation}. Open this link to verify your email, then log in:`,
    link,
    'The link works once and for 24 hours. If you did not sign up, you can ignore this mail.',
    organisation,
  ].join('\n\n');
  const html = layout(organisation, [
    'Hello,',
    `Thank you for signing up to ${escapeHtml(organisation)}. Open this link to verify your email, then log in:`,
    `<a href="${escapeHtml(link)}" style="color:#0b5cad;font-weight:bold">Verify Email</a>`,
    `If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}`,
    'The link works once and for 24 hours. If you did not sign up, you can ignore this mail.',
  ]);
  return { subject, text, html };
}

export function resetCodeMail(input: { organisation: string; code: string; minutes: number }): MailContent {
  const { organisation, code, minutes } = input;
  const subject = `Your ${organisation} password reset code`;
  const text = [
    'Hello,',
    `Your code to reset your ${organisation} password is: ${code}`,
    `It works once, for ${minutes} minutes. If you did not ask to reset your password, you can ignore this mail: your password stays as it is.`,
    organisation,
  ].join('\n\n');
  const html = layout(organisation, [
    'Hello,',
    `Your code to reset your ${escapeHtml(organisation)} password is:`,
    `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
    `It works once, for ${minutes} minutes. If you did not ask to reset your password, you can ignore this mail: your password stays as it is.`,
  ]);
  return { subject, text, html };
}

/**
 * An admin made a staff account: its temporary password and where staff sign in. The password works
 * only to choose a new one, after which the account enrols its second factor.
 */
export function staffInvitationMail(input: {
  organisation: string;
  temporaryPassword: string;
  link: string;
}): MailContent {
  const { organisation, temporaryPassword, link } = input;
  const subject = `Your ${organisation} staff account`;
  const intro = `A staff account has been made for you on ${organisation}. Sign in at this address with your e-mail and this temporary password:`;
  const next =
    'You will choose your own password at once, then set up an authenticator app (any TOTP app) for the second step of every sign-in.';
  const text = [
    'Hello,',
    intro,
    link,
    `Temporary password: ${temporaryPassword}`,
    next,
    'If you did not expect this mail, tell the university and do not sign in.',
    organisation,
  ].join('\n\n');
  const html = layout(organisation, [
    'Hello,',
    escapeHtml(intro),
    `<a href="${escapeHtml(link)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(link)}</a>`,
    `Temporary password: <strong style="font-family:monospace;font-size:18px">${escapeHtml(temporaryPassword)}</strong>`,
    next,
    'If you did not expect this mail, tell the university and do not sign in.',
  ]);
  return { subject, text, html };
}

/**
 * An admin removed a staff account's second factor (a lost phone): the next sign-in sets up a new one.
 * Sent to the account so that a reset nobody asked for does not go unnoticed.
 */
export function secondFactorResetMail(input: { organisation: string; link: string }): MailContent {
  const { organisation, link } = input;
  const subject = `Your ${organisation} staff sign-in: set up your authenticator app again`;
  const intro = `An admin of ${organisation} has reset the second step of your staff sign-in, and your recovery codes no longer work. The next time you sign in at this address, you will set up your authenticator app again:`;
  const warning = 'If you did not ask for this, tell the university at once.';
  const text = ['Hello,', intro, link, warning, organisation].join('\n\n');
  const html = layout(organisation, [
    'Hello,',
    escapeHtml(intro),
    `<a href="${escapeHtml(link)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(link)}</a>`,
    warning,
  ]);
  return { subject, text, html };
}
