import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Essay <img src=x onerror="window.__hacked = true"> ends';

type Override = { mark: number; reason: string } | undefined;

function attempt(
  overrides: { version?: number; status?: 'unmarked' | 'marked' | 'released'; override?: Override } = {},
) {
  const override = overrides.override;
  return {
    assessid: 'EX-1',
    title: 'Pharmacology exam',
    quiztype: 'assess' as const,
    eid: 'kofi@example.edu',
    name: 'Kofi Mensah',
    participant: null,
    submittedAt: '2026-12-01T10:30:00+05:30',
    status: overrides.status ?? ('unmarked' as const),
    total: 33.33,
    version: overrides.version ?? 0,
    releasedAt: null,
    questions: [
      {
        iid: 'q1',
        atype: 1,
        istem: '<p>Pick A</p>',
        answer: { kind: 'text' as const, text: 'A' },
        right: true,
        mark: override?.mark ?? null,
        comment: '',
        reason: override?.reason ?? null,
        outOf: 1,
      },
      {
        iid: 'q2',
        atype: 7,
        istem: '<p>Explain</p>',
        answer: { kind: 'text' as const, text: hostile },
        right: null,
        mark: null,
        comment: '',
        reason: null,
        outOf: 10,
      },
      {
        iid: 'q3',
        atype: 8,
        istem: '<p>Upload a diagram</p>',
        answer: {
          kind: 'file' as const,
          name: 'diagram.png',
          type: 'png' as const,
          url: '/files/answer/EX-1/k/q3?x=1',
        },
        right: null,
        mark: null,
        comment: '',
        reason: null,
        outOf: 10,
      },
    ],
  };
}

function stubMarking({ stale = false, override }: { stale?: boolean; override?: Override } = {}) {
  let current = attempt({ override });
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/getAttemptForMarking': () => ({ body: current }),
    'staff/saveMarks': () => {
      if (stale) {
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: 'These marks were changed meanwhile; open the attempt again.',
            },
          },
        };
      }
      current = attempt({ version: 1, status: 'marked' });
      return { body: { version: 1, status: 'marked' as const, total: 73.33 } };
    },
    'staff/releaseMarks': () => {
      current = attempt({ version: 1, status: 'released' });
      return { body: { released: 1 } };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { bodies };
}

describe('marking an attempt', { timeout: 30_000 }, () => {
  it('shows each answer beside its question, the learner text as text and the picture inline', async () => {
    stubMarking();
    renderApp('/staff/marking/EX-1/kofi%40example.edu');
    expect(await screen.findByRole('heading', { name: 'Attempt of Kofi Mensah' }, slow)).toBeInTheDocument();
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Answer to question 3: diagram.png' })).toHaveAttribute(
      'src',
      '/files/answer/EX-1/k/q3?x=1',
    );
    expect(screen.getByText('Right')).toBeInTheDocument();
    // Only the open questions have a mark field, with its range.
    expect(screen.getAllByRole('spinbutton', { name: 'Mark out of 10' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Release to the learner' })).toBeDisabled();
  });

  it('saves the marks with the version read, then releases them', async () => {
    const { bodies } = stubMarking();
    const user = userEvent.setup();
    renderApp('/staff/marking/EX-1/kofi%40example.edu');
    const [essay, diagram] = await screen.findAllByRole('spinbutton', { name: 'Mark out of 10' }, slow);
    await user.type(essay as HTMLElement, '7.5');
    await user.type(screen.getByRole('textbox', { name: 'Comment on question 2' }), 'Cite the source');
    await user.type(diagram as HTMLElement, '10');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('The marks are saved.')).toBeInTheDocument();
    expect(bodies('staff/saveMarks')).toEqual([
      {
        oid: 'ORG1',
        assessid: 'EX-1',
        eid: 'kofi@example.edu',
        version: 0,
        marks: [
          { iid: 'q2', mark: 7.5, comment: 'Cite the source' },
          { iid: 'q3', mark: 10, comment: '' },
        ],
      },
    ]);
    const release = screen.getByRole('button', { name: 'Release to the learner' });
    await vi.waitFor(() => expect(release).toBeEnabled());
    await user.click(release);
    expect(
      await screen.findByText('The marks and comments are released to the learner.'),
    ).toBeInTheDocument();
    expect(bodies('staff/releaseMarks')).toEqual([
      { oid: 'ORG1', assessid: 'EX-1', eid: 'kofi@example.edu' },
    ]);
    expect(within(screen.getByRole('main')).getByText('Released')).toBeInTheDocument();
  });

  it('says so when the marks changed meanwhile', async () => {
    stubMarking({ stale: true });
    const user = userEvent.setup();
    renderApp('/staff/marking/EX-1/kofi%40example.edu');
    const [essay] = await screen.findAllByRole('spinbutton', { name: 'Mark out of 10' }, slow);
    await user.type(essay as HTMLElement, '5');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These marks were changed meanwhile; open the attempt again.');
    expect(alert).toHaveTextContent('The attempt now shows the marks as they stand.');
  });

  it('overrides an objective score with a reason', async () => {
    const { bodies } = stubMarking();
    const user = userEvent.setup();
    renderApp('/staff/marking/EX-1/kofi%40example.edu');
    await user.click(
      await screen.findByRole('button', { name: 'Override the automatic score of question 1' }, slow),
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Score of question 1 out of 1' }), '0.5');
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for overriding question 1' }),
      'Two options are defensible',
    );
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('The marks are saved.')).toBeInTheDocument();
    expect(bodies('staff/saveMarks')[0]).toMatchObject({
      marks: [{ iid: 'q1', mark: 0.5, comment: '', reason: 'Two options are defensible' }],
    });
  });

  it('removes a saved override when asked, and keeps it when the marker changes their mind', async () => {
    const { bodies } = stubMarking({ override: { mark: 0.5, reason: 'Two options are defensible' } });
    const user = userEvent.setup();
    renderApp('/staff/marking/EX-1/kofi%40example.edu');
    expect(await screen.findByText('Overridden: 0.5 of 1', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason for overriding question 1' })).toHaveValue(
      'Two options are defensible',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the override' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Remove the override' }));
    expect(
      screen.getByText('The override goes when you save: the automatic score stands again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('The marks are saved.')).toBeInTheDocument();
    expect(bodies('staff/saveMarks')[0]).toMatchObject({ marks: [{ iid: 'q1', mark: null }] });
  });
});
