import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperationOutput } from '../../../lib/api-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const bcid = 'PV-2026-pv101';
const hostile = 'Kofi <img src=x onerror="window.__hacked = true">';

const course = {
  bcid,
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  bpid: 'PV-2026',
  batchTitle: 'PV 2026',
  pname: 'Certificate in Pharmacovigilance',
  learners: 2,
};

const grid: OperationOutput<'staff/getIaGrid'> = {
  components: [
    { iaid: 'ia1', name: 'IA 1', semester: 1, maxMarks: 25, visibleAt: '2026-11-20T05:00:00Z' },
    { iaid: 'quiz', name: 'Quiz', semester: 1, maxMarks: 10, visibleAt: null },
  ],
  rows: [
    {
      eid: 'ama@example.test',
      name: 'Ama',
      cells: [
        { iaid: 'ia1', marks: 21, concern: 'raised', answered: false },
        { iaid: 'quiz', marks: null, concern: null, answered: false },
      ],
    },
    {
      eid: 'kofi@example.test',
      name: hostile,
      cells: [
        { iaid: 'ia1', marks: 12, concern: null, answered: false },
        { iaid: 'quiz', marks: 7, concern: null, answered: false },
      ],
    },
  ],
};

const concern = {
  eid: 'kofi@example.test',
  name: hostile,
  iaid: 'ia1',
  component: 'IA 1',
  marks: 12,
  maxMarks: 25,
  raisedAt: '2026-11-20T06:00:00Z',
  windowClosesAt: '2026-11-22T05:00:00Z',
  windowOpen: true,
  answer: null,
  answeredAt: null,
};

function stubIaMarks(handlers: Parameters<typeof stubStaffApi>[1] = {}) {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants, 'Dr. Rao') }),
    'staff/listTaughtCourses': () => ({ body: { courses: [course] } }),
    'staff/getIaGrid': () => ({ body: grid }),
    'staff/saveIaMarks': () => ({ body: { changed: 2 } }),
    'staff/publishIaComponent': () => ({
      body: { iaid: 'quiz', name: 'Quiz', semester: 1, maxMarks: 10, visibleAt: '2026-11-28T10:00:00Z' },
    }),
    'staff/listIaConcerns': () => ({ body: { rows: [concern] } }),
    'staff/answerIaConcern': (body) => ({
      body: { ...concern, answer: (body as { answer: string }).answer, answeredAt: '2026-11-28T10:00:00Z' },
    }),
    ...handlers,
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

const cell = (component: string, learner: string) =>
  screen.getByRole('textbox', { name: `${component} marks for ${learner}` });

async function openGrid(tab = '') {
  const user = userEvent.setup();
  renderApp(`/staff/ia-marks?course=${bcid}${tab}`);
  return user;
}

describe('the staff IA marks', { timeout: 30_000 }, () => {
  it('offers the taught courses and shows the grid of the chosen one, learners’ names as text', async () => {
    stubIaMarks();
    const user = userEvent.setup();
    renderApp('/staff/ia-marks');
    expect(await screen.findByText('Choose a course to see its marks.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(screen.getByRole('option', { name: 'Principles of Pharmacovigilance — PV 2026' }));
    const table = await screen.findByRole('table', { name: 'Marks by learner and component' }, slow);
    expect(within(table).getByRole('rowheader', { name: /^Kofi <img/ })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(cell('IA 1', 'Ama')).toHaveValue('21');
    expect(cell('Quiz', 'Ama')).toHaveValue('');
    expect(within(table).getByText('Concern raised')).toBeInTheDocument();
    expect(within(table).getByText('Draft: learners do not see it')).toBeInTheDocument();
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('moves between cells with the arrows and Enter, counts unsaved changes, and refuses a mark out of range in its cell', async () => {
    const { bodies } = stubIaMarks();
    const user = await openGrid();
    await screen.findByRole('table', { name: 'Marks by learner and component' }, slow);
    await user.click(cell('IA 1', 'Ama'));
    await user.keyboard('{ArrowDown}');
    expect(cell('IA 1', hostile)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Quiz', hostile)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Quiz', 'Ama')).toHaveFocus();
    await user.keyboard('30{Enter}');
    expect(cell('Quiz', hostile)).toHaveFocus();
    await user.keyboard('{Backspace}8.5');

    const quizAma = cell('Quiz', 'Ama');
    expect(quizAma).toHaveAttribute('aria-invalid', 'true');
    expect(quizAma).toHaveAccessibleDescription('Must be from 0 to 10.');
    expect(screen.getByText('1 mark cannot be saved: see the cell.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish Quiz' })).toBeDisabled();

    await user.clear(quizAma);
    await user.type(quizAma, '9,5');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() =>
      expect(bodies('staff/saveIaMarks')).toEqual([
        {
          oid: 'ORG1',
          bcid,
          cells: [
            { eid: 'ama@example.test', iaid: 'quiz', marks: 9.5 },
            { eid: 'kofi@example.test', iaid: 'quiz', marks: 8.5 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();
  });

  it('keeps what was typed, across tabs too, and names the cell when the server refuses it', async () => {
    stubIaMarks({
      'staff/saveIaMarks': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'One mark is not valid; nothing was saved.',
            fields: { 'cells.0.marks': 'must be from 0 to 25' },
          },
        },
      }),
    });
    const user = await openGrid();
    await screen.findByRole('table', { name: 'Marks by learner and component' }, slow);
    await user.clear(cell('IA 1', 'Ama'));
    await user.type(cell('IA 1', 'Ama'), '22');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One mark is not valid; nothing was saved.');
    expect(cell('IA 1', 'Ama')).toHaveValue('22');
    expect(cell('IA 1', 'Ama')).toHaveAccessibleDescription('must be from 0 to 25');
    // A visit to another tab keeps what was typed.
    await user.click(screen.getByRole('tab', { name: 'Concerns' }));
    await screen.findByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Marks' }));
    expect(await screen.findByRole('textbox', { name: 'IA 1 marks for Ama' })).toHaveValue('22');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('publishes a draft component after a confirmation', async () => {
    const { bodies } = stubIaMarks();
    const user = await openGrid();
    await user.click(await screen.findByRole('button', { name: 'Publish Quiz' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(bodies('staff/publishIaComponent')).toEqual([{ oid: 'ORG1', bcid, iaid: 'quiz' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('previews a CSV file with its problems, then imports the valid rows', async () => {
    const { bodies } = stubIaMarks({
      'staff/previewIaImport': () => ({
        body: {
          rows: [
            { line: 2, eid: 'ama@example.test', cells: [{ iaid: 'ia1', marks: 20 }], errors: [] },
            {
              line: 3,
              eid: 'zed@example.test',
              cells: [],
              errors: ['email: there is no learner zed@example.test'],
            },
          ],
        },
      }),
      'staff/importIaMarks': () => ({ body: { applied: 1, changed: 1, refused: [] } }),
    });
    const user = await openGrid('&tab=import');
    const input = await screen.findByLabelText('Choose a CSV file', {}, slow);
    const csv = 'email,IA 1\nama@example.test,20\nzed@example.test,5';
    await user.upload(input, new File([csv], 'marks.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('email: there is no learner zed@example.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByRole('heading', { name: 'marks.csv imported' })).toBeInTheDocument();
    expect(bodies('staff/importIaMarks')).toEqual([{ oid: 'ORG1', bcid, csv }]);
  });

  it('answers a concern: an empty answer is refused on the page, a written one is sent', async () => {
    const { bodies } = stubIaMarks();
    const user = await openGrid('&tab=concerns');
    const card = await screen.findByRole('article', {}, slow);
    expect(within(card).getByText('IA 1: 12 / 25')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(await within(card).findByText('Write an answer.')).toBeInTheDocument();
    expect(bodies('staff/answerIaConcern')).toEqual([]);
    await user.type(within(card).getByRole('textbox'), 'Rechecked: 12 stands.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(bodies('staff/answerIaConcern')).toEqual([
        { oid: 'ORG1', bcid, iaid: 'ia1', eid: 'kofi@example.test', answer: 'Rechecked: 12 stands.' },
      ]),
    );
  });

  it('offers Retry when the grid cannot be loaded', async () => {
    const { api } = stubIaMarks({ 'staff/getIaGrid': () => refusal(500, 'INTERNAL', 'Boom') });
    const user = await openGrid();
    expect(
      await screen.findByText('We could not load the marks of this course.', {}, slow),
    ).toBeInTheDocument();
    api.answer('staff/getIaGrid', () => ({ body: grid }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Marks by learner and component' })).toBeInTheDocument();
  });
});
