import type { Announcement, ProgramAnnouncements } from '@aula/contract/announcements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { enrolledIn, enrolledProgram } from '../../test/enrolled-programs.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

/** Where the server signs an announcement's file for the learner (ADR 0095). */
const signed = 'http://content.test/content/ORG1/learner/1/2/sig/';
const base = { bpid: 'B-PV', description: '', sdate: 1782876600 };
const pv: Announcement[] = [
  {
    ...base,
    annid: 'a-text',
    type: 'text',
    title: 'Welcome',
    description: '<p>Hello <strong>learners</strong></p><script>window.__hacked = true</script>',
  },
  {
    ...base,
    annid: 'a-file',
    type: 'file',
    title: 'Study guide',
    mfname: 'pdf/pv101-study-guide.pdf',
    fileUrl: `${signed}pdf/pv101-study-guide.pdf`,
  },
  {
    ...base,
    annid: 'a-web',
    type: 'web',
    title: 'Report ADRs',
    weburl: 'https://ipc.gov.in/PvPI/',
    webtext: 'Pharmacovigilance Programme of India',
  },
  {
    ...base,
    annid: 'a-video',
    type: 'video',
    title: 'Hand hygiene',
    mfname: 'video/hand-hygiene.webm',
    fileUrl: `${signed}video/hand-hygiene.webm`,
  },
  {
    ...base,
    annid: 'a-audio',
    type: 'audio',
    title: 'Podcast',
    mfname: 'audio/podcast.wav',
    fileUrl: `${signed}audio/podcast.wav`,
  },
  {
    ...base,
    annid: 'a-image',
    type: 'image',
    title: 'Convocation',
    mfname: 'images/convocation.svg',
    fileUrl: `${signed}images/convocation.svg`,
  },
  {
    ...base,
    annid: 'a-pdf',
    type: 'pdf',
    title: 'Academic calendar',
    mfname: 'pdf/calendar.pdf',
    fileUrl: `${signed}pdf/calendar.pdf`,
  },
  {
    ...base,
    annid: 'a-html',
    type: 'html',
    title: 'Revision page',
    mfname: 'html/cycle.html',
    pageUrl: 'http://content.test/content/ORG1/learner/1/1/sig/html/cycle.html',
  },
  {
    ...base,
    annid: 'a-code',
    type: 'Interactivity',
    title: 'Dose calculator',
    embeddedcode: '<p>Try it</p><script>alert(1)</script>',
  },
  {
    ...base,
    annid: 'a-youtube',
    type: 'youtube',
    title: 'Webinar recording',
    weburl: 'https://www.youtube.com/watch?v=3PmVJQUCm4E',
    embeddedcode: '<iframe src="https://www.youtube.com/embed/3PmVJQUCm4E"></iframe>',
  },
  { ...base, annid: 'a-vimeo', type: 'vimeo', title: 'Interview', weburl: 'https://vimeo.com/76979871' },
];

const panels: ProgramAnnouncements[] = [
  { bpid: 'B-PV', pid: 'cert-pv', ptitle: 'Certificate in Pharmacovigilance', announcements: pv },
  { bpid: 'B-HCM', pid: 'dip-hcm', ptitle: 'Diploma in Healthcare Management', announcements: [] },
];

function stubAnnouncements(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUserTotalProgress: () => ({
      body: enrolledIn([
        enrolledProgram('B-PV', 'Pharmacovigilance'),
        enrolledProgram('B-HCM', 'Healthcare'),
      ]),
    }),
    announcements: () => ({ body: panels }),
    ...handlers,
  });
}

const article = (title: string) => screen.getByRole('article', { name: title });

describe('the Announcements screen (/announcements)', { timeout: 20_000 }, () => {
  it('shows an accordion panel per program, the first open, with DD/MM/YYYY dates', async () => {
    const api = stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/announcements');
    const first = await screen.findByRole('button', { name: 'Certificate in Pharmacovigilance (11)' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first.closest('h2')).not.toBeNull();
    expect(api.calls.find((call) => call.name === 'announcements')?.body).toEqual({
      oid: 'ORG1',
      bpid: ['B-PV', 'B-HCM'],
      rtype: 'getall',
    });
    expect(within(article('Welcome')).getByText('01/07/2026')).toBeInTheDocument();
    expect(within(article('Welcome')).getByText('learners')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();

    const second = screen.getByRole('button', { name: 'Diploma in Healthcare Management (0)' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
  });

  it('links files, web pages and video sites, and never frames YouTube or Vimeo', async () => {
    stubAnnouncements();
    renderApp('/announcements');
    await screen.findByRole('article', { name: 'Welcome' });
    expect(
      within(article('Study guide')).getByRole('link', { name: 'Download pv101-study-guide.pdf' }),
    ).toHaveAttribute('href', `${signed}pdf/pv101-study-guide.pdf`);
    const web = within(article('Report ADRs')).getByRole('link', {
      name: 'Pharmacovigilance Programme of India',
    });
    expect(web).toHaveAttribute('href', 'https://ipc.gov.in/PvPI/');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(article('Webinar recording')).getByRole('link', { name: 'Watch on YouTube' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=3PmVJQUCm4E');
    expect(within(article('Interview')).getByRole('link', { name: 'Watch on Vimeo' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['Hand hygiene', 'Watch the video', 'video', `${signed}video/hand-hygiene.webm`],
    ['Podcast', 'Listen', 'audio', `${signed}audio/podcast.wav`],
    ['Convocation', 'View the image', 'img', `${signed}images/convocation.svg`],
    ['Academic calendar', 'View the PDF', 'iframe', `${signed}pdf/calendar.pdf`],
  ])('opens %s in a dialog that closes with X', async (title, button, tag, src) => {
    stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/announcements');
    await screen.findByRole('article', { name: title });
    await user.click(within(article(title)).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.querySelector(tag)).toHaveAttribute('src', src);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs HTML pages on the content origin and embedded code only in a sandboxed frame', async () => {
    stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/announcements');
    await screen.findByRole('article', { name: 'Revision page' });

    await user.click(within(article('Revision page')).getByRole('button', { name: 'Open' }));
    const page = (await screen.findByRole('dialog', { name: 'Revision page' })).querySelector('iframe');
    expect(page).toHaveAttribute('src', 'http://content.test/content/ORG1/learner/1/1/sig/html/cycle.html');
    expect(page).not.toHaveAttribute('sandbox');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(article('Dose calculator')).getByRole('button', { name: 'Open' }));
    const code = (await screen.findByRole('dialog', { name: 'Dose calculator' })).querySelector('iframe');
    expect(code).toHaveAttribute('sandbox', 'allow-scripts');
    expect(code).toHaveAttribute('srcdoc', '<p>Try it</p><script>alert(1)</script>');
    expect(code).not.toHaveAttribute('src');
    // The code never reaches the portal's own document.
    expect(document.body.innerHTML).not.toContain('<script>alert(1)</script>');
  });

  it("reads 'No Announcements' for a learner without programs", async () => {
    stubAnnouncements({
      getUserTotalProgress: () => ({ body: enrolledIn([]) }),
      announcements: () => ({ body: [] }),
    });
    renderApp('/announcements');
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
  });

  it('shows Retry when the announcements cannot be loaded, and then them', async () => {
    const api = stubAnnouncements({ announcements: () => refusal(503, 'INTERNAL', 'Down') });
    const user = userEvent.setup();
    renderApp('/announcements');
    expect(await screen.findByText('We could not load the announcements.')).toBeInTheDocument();
    api.answer('announcements', () => ({ body: panels }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Welcome' })).toBeInTheDocument();
  });
});
