import type { Course } from '@aula/contract/course';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

// Two stand-in panels, so the page's tab mechanics are tested apart from any feature's panel; each a
// chunk of its own, as the real ones are.
vi.mock('./course-tabs.tsx', async () => {
  const { lazyComponent } = await import('../../lib/lazy-component.ts');
  return {
    courseTabs: [
      {
        slug: 'references',
        label: 'tabs.references',
        Panel: lazyComponent(async () => ({ courseId }: { courseId: string }) => <p>refs of {courseId}</p>),
      },
      {
        slug: 'videos',
        label: 'tabs.videos',
        Panel: lazyComponent(async () => ({ courseId }: { courseId: string }) => <p>videos of {courseId}</p>),
      },
    ],
  };
});

const course: Course = {
  bcid: 'PV-2026-pv101',
  bpid: 'PV-2026',
  pid: 'PV',
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  ptitle: 'Certificate in Pharmacovigilance',
  tduration: 4,
  tdescription: '<p>Why drugs are watched</p><img src="x" onerror="window.hacked = true">',
};

function stubCourse(getCourse: () => { status?: number; body: unknown } = () => ({ body: course })) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getCourse: getCourse as () => { body: Course },
    getCourseInstructor: () => ({
      body: {
        instructor: {
          name: 'Dr. Meera Raghavan',
          designation: 'Professor of Clinical Pharmacy',
          org: 'ADU School of Pharmacy',
          pic: 'images/people/meera.svg',
        },
      },
    }),
  });
}

/** The page's code and text catalogues load on first use: a busy machine may take a while. */
const slow = { timeout: 15_000 };

const location = () => screen.getByTestId('location').textContent;

describe('the course page (/course)', { timeout: 20_000 }, () => {
  it('shows the course of the address with its description sanitised, on the first tab', async () => {
    const api = stubCourse();
    renderApp('/course?course=PV-2026-pv101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Principles of Pharmacovigilance' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Certificate in Pharmacovigilance · 4 weeks')).toBeInTheDocument();
    expect(screen.getByText('Why drugs are watched')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    const instructor = await screen.findByRole('region', { name: 'Course instructor' }, slow);
    expect(instructor).toHaveTextContent('Dr. Meera Raghavan');
    expect(instructor).toHaveTextContent('Professor of Clinical Pharmacy, ADU School of Pharmacy');
    expect(api.calls.find((call) => call.name === 'getCourse')?.body).toMatchObject({
      bcid: 'PV-2026-pv101',
    });
    // No tab in the address: the first one, and the address says so (rewritten once drawn).
    await waitFor(() => expect(location()).toBe('/course?course=PV-2026-pv101&tab=references'), slow);
    const tabs = screen.getByRole('tablist', { name: 'Course sections' });
    expect(within(tabs).getByRole('tab', { name: 'References' })).toHaveAttribute('aria-selected', 'true');
    // The panel is a chunk of its own: its loading state, then the panel.
    const panel = screen.getByRole('tabpanel', { name: 'References' });
    expect(await within(panel).findByText('refs of PV-2026-pv101', {}, slow)).toBeInTheDocument();
  });

  it('opens the tab the address names; each tab is a link of its own', async () => {
    stubCourse();
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101&tab=videos');
    const videos = await screen.findByRole('tabpanel', { name: 'Course videos' }, slow);
    expect(await within(videos).findByText('videos of PV-2026-pv101', {}, slow)).toBeInTheDocument();
    const references = screen.getByRole('tab', { name: 'References' });
    expect(references).toHaveAttribute('href', '/course?course=PV-2026-pv101&tab=references');
    await user.click(references);
    expect(await screen.findByRole('tabpanel', { name: 'References' }, slow)).toBeInTheDocument();
    expect(location()).toBe('/course?course=PV-2026-pv101&tab=references');
  });

  it('replaces an unknown tab with the first', async () => {
    stubCourse();
    renderApp('/course?course=PV-2026-pv101&tab=nonsense');
    expect(await screen.findByRole('tabpanel', { name: 'References' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/course?course=PV-2026-pv101&tab=references'), slow);
  });

  it('sends a learner without a course in the address to the dashboard', async () => {
    stubCourse();
    renderApp('/course');
    await vi.waitFor(() => expect(location()).toBe('/dashboard'), slow);
  });

  it('says a course that is not one of the learner’s is not theirs, without a pointless Retry', async () => {
    stubCourse(() => refusal(403, 'FORBIDDEN', 'You are not enrolled in that course.'));
    renderApp('/course?course=mba-ha-2026-mba101');
    expect(
      await screen.findByText(
        'This course is not one of yours. Open a course from your dashboard.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says when the course cannot be opened, with Retry', async () => {
    const api = stubCourse(() => refusal(500, 'INTERNAL', 'Boom'));
    const user = userEvent.setup();
    renderApp('/course?course=PV-2026-pv101');
    expect(await screen.findByText('We could not load this course.', {}, slow)).toBeInTheDocument();
    api.answer('getCourse', () => ({ body: course }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Principles of Pharmacovigilance' }, slow),
    ).toBeInTheDocument();
  });
});
