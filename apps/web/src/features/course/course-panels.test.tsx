import type { Course, ReferenceItem } from '@aula/contract/course';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const course: Course = {
  bcid: 'PV-2026-pv101',
  bpid: 'PV-2026',
  pid: 'PV',
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  ptitle: 'Certificate in Pharmacovigilance',
  tduration: 4,
  tdescription: '',
};

const references: ReferenceItem[] = [
  {
    title: 'Handbook',
    otype: 'pdf',
    ourl: 'http://content.test/content/ORG1/learner/1/2/sig/pdf/handbook.pdf',
  },
  {
    title: 'Flow chart',
    otype: 'image',
    ourl: 'http://content.test/content/ORG1/learner/1/2/sig/images/flow.svg',
  },
  { title: 'WHO', link: 'https://www.who.int/' },
  ...Array.from({ length: 4 }, (_, n) => ({ title: `Reading ${n + 1}`, link: `https://example.org/${n}` })),
];

function stubCourse(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getCourse: () => ({ body: course }),
    getCourseInstructor: () => ({ body: { instructor: null } }),
    getUserCourseProgress: () => ({
      body: {
        bcid: course.bcid,
        bpid: course.bpid,
        pid: course.pid,
        tid: course.tid,
        ttitle: course.ttitle,
        freenavigation: false,
        tp: 0,
        lastObjid: null,
        nuggets: [],
      },
    }),
    getCertificateStatus: () => ({ body: { certno: null, coursesLeft: [] } }),
    getReferences: () => ({ body: { refer: references } }),
    getCourseVideos: () => ({
      body: {
        video: [
          { title: 'Webinar', date: '2026-08-05', link: 'https://www.youtube.com/watch?v=x' },
          {
            title: 'Hand hygiene',
            date: '2026-07-10',
            otype: 'video',
            ourl: 'http://content.test/content/ORG1/learner/1/2/sig/video/hand.webm',
          },
        ],
      },
    }),
    getpodcast: () => ({
      body: {
        nuggets: [
          {
            nid: 'n1',
            unit: 'Unit 1: Foundations',
            ntitle: 'Why report',
            nduration: 25,
            nenabled: true,
            objects: [
              {
                oid: 'p1',
                otitle: 'Signal detection',
                ourl: 'http://content.test/content/ORG1/learner/1/2/sig/audio/signal.wav',
              },
            ],
          },
          {
            nid: 'n2',
            unit: 'Unit 2: Reporting',
            ntitle: 'Bonus',
            nduration: 1,
            nenabled: false,
            objects: [{ oid: 'p2', otitle: 'Bonus episode', ourl: null }],
          },
        ],
      },
    }),
    ...handlers,
  });
}

/** The page's code and text catalogues load on first use: a busy machine may take a while. */
const slow = { timeout: 15_000 };

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);

describe('the References tab', { timeout: 20_000 }, () => {
  it('shows 5 references a page, then the rest, or All', async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=references');
    const table = await screen.findByRole('table', { name: 'References' }, slow);
    expect(rowsOf(table)).toHaveLength(5);
    await user.click(within(table).getByRole('button', { name: 'Go to next page' }));
    expect(rowsOf(table).map((row) => row.textContent)).toEqual(['Reading 3', 'Reading 4']);
    await user.click(within(table).getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
      'All',
    ]);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(rowsOf(table)).toHaveLength(7);
  });

  it('opens links outside the portal and files in the viewer', async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=references');
    const who = await screen.findByRole('link', { name: 'WHO' }, slow);
    expect(who).toHaveAttribute('href', 'https://www.who.int/');
    expect(who).toHaveAttribute('target', '_blank');
    expect(who).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Flow chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flow chart' }, slow);
    expect(within(dialog).getByRole('img', { name: 'Flow chart' })).toHaveAttribute(
      'src',
      'http://content.test/content/ORG1/learner/1/2/sig/images/flow.svg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });

  it("says 'No Data' for a course without references, and offers Retry when they cannot be loaded", async () => {
    const api = stubCourse({ getReferences: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=references');
    expect(await screen.findByText('We could not load the references.', {}, slow)).toBeInTheDocument();
    api.answer('getReferences', () => ({ body: { refer: [] } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Data', {}, slow)).toBeInTheDocument();
  });
});

describe('the Course videos tab', { timeout: 20_000 }, () => {
  it('shows title, DD-MM-YYYY date and link, and plays a video in the viewer', async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=videos');
    const table = await screen.findByRole('table', { name: 'Course videos' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Date', 'Link']);
    const [webinar, hygiene] = rowsOf(table);
    expect(webinar).toHaveTextContent('05-08-2026');
    expect(within(webinar as HTMLElement).getByRole('link', { name: /Webinar/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(hygiene).toHaveTextContent('10-07-2026');
    await user.click(within(hygiene as HTMLElement).getByRole('button', { name: 'Hand hygiene' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand hygiene' }, slow);
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', 'http://content.test/content/ORG1/learner/1/2/sig/video/hand.webm');
    expect(video).toHaveAttribute('controls');
  });
});

describe('the Podcasts tab', { timeout: 20_000 }, () => {
  it('groups nuggets by unit with their minutes, and plays a podcast in a player at volume 0.8', async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=podcasts');
    const unit = await screen.findByRole('button', { name: 'Unit 1: Foundations' }, slow);
    expect(screen.getByRole('button', { name: 'Unit 2: Reporting' })).toBeInTheDocument();
    await user.click(unit);
    expect(screen.getByText('25 Minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signal detection' }));

    const player = await screen.findByRole('dialog', { name: 'Signal detection' }, slow);
    expect(player.querySelector('audio')).toHaveAttribute(
      'src',
      'http://content.test/content/ORG1/learner/1/2/sig/audio/signal.wav',
    );
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(player).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(within(player).getByText('0:00 / 0:00')).toBeInTheDocument();
    expect(within(player).getByText('0:00 of 0:00')).toBeInTheDocument();
    expect(within(player).getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
    const mute = within(player).getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(player.querySelector('audio')?.muted).toBe(true);
  });

  it("says 'Disabled by admin' for a podcast of a disabled nugget", async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=podcasts');
    await user.click(await screen.findByRole('button', { name: 'Unit 2: Reporting' }, slow));
    expect(screen.getByText('1 Minute')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bonus episode' }));
    const popup = await screen.findByRole('dialog', { name: 'Bonus episode' }, slow);
    expect(popup).toHaveTextContent('Disabled by admin');
    expect(popup.querySelector('audio')).toBeNull();
  });

  it("says 'No Data' for a course without podcasts", async () => {
    stubCourse({ getpodcast: () => ({ body: { nuggets: [] } }) });
    renderApp('/course?course=PV-2026-pv101&tab=podcasts');
    expect(await screen.findByText('No Data', {}, slow)).toBeInTheDocument();
  });
});
