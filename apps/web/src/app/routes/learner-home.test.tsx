import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readCurrentCourse, readCurrentProgram, saveCurrentProgram } from '../../lib/current-program.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { emptyProgress, learnerProgress } from '../../test/learner-home-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

/** The first visit of a page waits for its lazily loaded code, which is slow on a busy machine. */
const slow = { timeout: 15_000 };

const session = learnerSession();
const eid = session.user.username;

function stubLearner(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    getUserTotalProgress: () => ({ body: learnerProgress() }),
    ...handlers,
  });
}

describe('My Programs', { timeout: 20_000 }, () => {
  it('shows a card per program with its links, dates as DD MMM YYYY and progress', async () => {
    const api = stubLearner();
    renderApp('/myPrograms');
    const title = await screen.findByRole('link', { name: 'Certificate in Pharmacovigilance' }, slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeInTheDocument();
    const card = title.closest('li');
    if (!card) throw new Error('the program card is a list item');
    expect(title).toHaveAttribute('href', '/MyPrograms/programs');
    const links = within(
      within(card).getByRole('navigation', { name: 'About Certificate in Pharmacovigilance' }),
    )
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Program Info', '/myPrograms/programinfo?tab=0'],
      ['Syllabus', '/myPrograms/programinfo?tab=4'],
      ['Announcements', '/myPrograms/programinfo?tab=5'],
      ['Academic Schedule', '/myPrograms/programinfo?tab=6'],
    ]);
    expect(within(card).getByText('01 Jul 2026')).toBeInTheDocument();
    expect(within(card).getByText('31 Jan 2027')).toBeInTheDocument();
    expect(within(card).getByText('6 months')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Progress in Certificate in Pharmacovigilance' }),
    ).toHaveAttribute('aria-valuenow', '29');
    expect(
      within(card).getByRole('button', {
        name: 'Overall Program Feedback for Certificate in Pharmacovigilance',
      }),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'getUserTotalProgress')?.body).toEqual({
      oid: 'ORG1',
      eid,
    });
  });

  it("opens a program's courses from its title, hiding electives not chosen", async () => {
    stubLearner();
    const user = userEvent.setup();
    renderApp('/myPrograms');
    await user.click(await screen.findByRole('link', { name: 'Certificate in Pharmacovigilance' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/MyPrograms\/programs$/);
    const list = await screen.findByRole('list', { name: 'Courses of Certificate in Pharmacovigilance' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Principles of Pharmacovigilance',
      'Adverse Drug Reaction Reporting',
      'Signal Detection',
      'Pharmacoepidemiology',
      'Vaccine Safety',
      'Case Narratives',
    ]);
    expect(within(list).getByText('6 weeks')).toBeInTheDocument();
    expect(within(list).getByText('1 week')).toBeInTheDocument();
    expect(readCurrentProgram(eid)).toEqual({
      pid: 'PV',
      bpid: 'PV-2026',
      ptitle: 'Certificate in Pharmacovigilance',
    });

    await user.click(within(list).getByRole('link', { name: /Signal Detection/ }));
    await waitFor(() =>
      expect(readCurrentCourse(eid)).toMatchObject({ bcid: 'PV-2026-pv103', tid: 'pv103' }),
    );
  });

  it('sends /MyPrograms/programs and /viewall to the dashboard without a current program', async () => {
    stubLearner();
    renderApp('/viewall');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), slow);
  });

  it('ignores a current program that another learner left on this computer', async () => {
    saveCurrentProgram('someone-else@example.edu', { pid: 'HC', bpid: 'HC-2026', ptitle: 'Diploma' });
    stubLearner();
    renderApp('/viewall');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), slow);
  });

  it('says what to do when the learner has no programs', async () => {
    stubLearner({ getUserTotalProgress: () => ({ body: emptyProgress }) });
    renderApp('/myPrograms');
    expect(
      await screen.findByRole('heading', { name: 'You have no programs yet' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the programme catalogue' })).toHaveAttribute(
      'href',
      '/allPrograms',
    );
  });

  it('offers Retry when the programs cannot be loaded', async () => {
    const api = stubLearner({ getUserTotalProgress: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/myPrograms');
    expect(await screen.findByText('We could not load your programs.')).toBeInTheDocument();
    api.answer('getUserTotalProgress', () => ({ body: learnerProgress() }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Certificate in Pharmacovigilance' })).toBeInTheDocument();
  });
});

describe('the dashboard', { timeout: 20_000 }, () => {
  it('shows where the learner left off, the Quick Tour button and a row per program', async () => {
    stubLearner();
    renderApp('/dashboard');
    const resume = await screen.findByRole('region', { name: 'Continue where you left off' }, slow);
    expect(within(resume).getByText('The cycle in practice (video)')).toBeInTheDocument();
    expect(
      within(resume).getByText(
        'Principles of Pharmacovigilance · Unit 1: Foundations · The pharmacovigilance cycle',
      ),
    ).toBeInTheDocument();
    expect(
      within(resume).getByRole('link', { name: 'Continue with The cycle in practice (video)' }),
    ).toHaveAttribute('href', '/coursePlayer?course=PV-2026-pv101&object=pv101-o6');
    expect(screen.getByRole('link', { name: 'Quick Tour' })).toHaveAttribute('href', '/quickTour');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Continue where you left off',
      'Certificate in Pharmacovigilance',
      'Diploma in Healthcare Management',
      'Applications',
    ]);
  });

  it('moves the course carousel a view at a time with the buttons and the arrow keys', async () => {
    stubLearner();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const carousel = await screen.findByRole('region', {
      name: 'Courses of Certificate in Pharmacovigilance',
    });
    // Slides out of view are out of the accessibility tree too.
    const shown = () =>
      within(carousel)
        .getAllByRole('group')
        .map((slide) => within(slide).getByRole('heading').textContent);
    // Six courses taken (the elective not chosen is hidden), four in view.
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(6);
    expect(shown()).toEqual([
      'Principles of Pharmacovigilance',
      'Adverse Drug Reaction Reporting',
      'Signal Detection',
      'Pharmacoepidemiology',
    ]);
    expect(within(carousel).getByText('Courses 1 to 4 of 6')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next courses' }));
    expect(shown()).toEqual([
      'Signal Detection',
      'Pharmacoepidemiology',
      'Vaccine Safety',
      'Case Narratives',
    ]);
    // At the end, Next goes back to the start; the arrow keys do the same as the buttons.
    await user.click(within(carousel).getByRole('button', { name: 'Next courses' }));
    expect(shown()[0]).toBe('Principles of Pharmacovigilance');
    await user.keyboard('{ArrowLeft}');
    expect(shown()[0]).toBe('Signal Detection');
    // A program with fewer courses than the view has no buttons.
    const other = screen.getByRole('region', { name: 'Courses of Diploma in Healthcare Management' });
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty state and no resume card to a learner with nothing', async () => {
    stubLearner({ getUserTotalProgress: () => ({ body: emptyProgress }) });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'You have no programs yet' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quick Tour' })).toBeInTheDocument();
    // Where to apply, and to follow the applications made.
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Apply for a Program' })).toHaveAttribute(
      'href',
      '/applyProgram',
    );
    expect(within(applications).getByRole('link', { name: 'My Application' })).toHaveAttribute(
      'href',
      '/myApplication',
    );
  });
});
