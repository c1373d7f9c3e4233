import { escapeHtml } from '../../platform/escape-html.ts';
import { escapedLines, type MailContent, mailLayout } from '../../platform/mail-layout.ts';

export type Decision = 'approve' | 'return' | 'reject';

/** Where the applicant acts on a decision: Start or Edit Application on the listing, else My Application. */
export const decisionLinks: Record<Decision, string> = {
  approve: '/applyProgram',
  return: '/applyProgram',
  reject: '/myApplication',
};

interface Notice {
  organisation: string;
  programme: string;
  applicationid: string;
  decision: Decision;
  message: string | null;
  link: string;
}

const headlines: Record<Decision, (programme: string) => string> = {
  approve: (programme) => `Your application to ${programme} is approved`,
  return: (programme) => `Your application to ${programme} needs changes`,
  reject: (programme) => `Your application to ${programme} was not approved`,
};

const nextSteps: Record<Decision, string> = {
  approve: 'Open Apply Program and choose Start to begin the programme.',
  return: 'Open Apply Program, choose Edit Application, make the changes and submit it again.',
  reject: 'You can read this message again on My Application.',
};

/** The line the bell shows: what was decided, the counsellor's message, what to do next. */
export function decisionNotification({ programme, applicationid, decision, message }: Notice) {
  const said = message ? `\n\nMessage from the admissions office:\n${message}` : '';
  return {
    title: headlines[decision](programme),
    msg: `Application ${applicationid}.${said}\n\n${nextSteps[decision]}`,
  };
}

/**
 * The mail that tells the applicant: no greeting by name (an applicant chooses their own), the
 * counsellor's message as text, the portal's own address as the link.
 */
export function decisionMail(notice: Notice): MailContent {
  const { organisation, programme, applicationid, decision, message, link } = notice;
  const subject = `${headlines[decision](programme)} - ${organisation}`;
  const text = [
    'Hello,',
    `${headlines[decision](programme)} (application ${applicationid}).`,
    ...(message ? [`Message from the admissions office:\n${message}`] : []),
    nextSteps[decision],
    link,
    organisation,
  ].join('\n\n');
  const html = mailLayout(organisation, [
    'Hello,',
    `${escapeHtml(headlines[decision](programme))} (application ${escapeHtml(applicationid)}).`,
    ...(message ? [`Message from the admissions office:<br>${escapedLines(message)}`] : []),
    escapeHtml(nextSteps[decision]),
    `<a href="${escapeHtml(link)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(link)}</a>`,
  ]);
  return { subject, text, html };
}
