import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import type { AssignmentData } from './api/get-assignment-data.ts';
import type { Quiz } from './api/get-quiz.ts';
import { QuizObject } from './components/quiz-object.tsx';

const slow = { timeout: 20_000 };
const object = { oid: 'mini', otype: 'quiz', otitle: 'Mini', nenabled: true } as const;
const questions = [
  { istem: '<p>Describe the case.</p>', atype: 7 as const, qscore: 10 },
  { istem: '<p>Upload the form.</p>', atype: 8 as const, qscore: 10 },
];
const data = (overrides: Partial<AssignmentData> = {}): AssignmentData => ({
  quizid: 'mini',
  qitems: questions,
  deadLine: '2026-12-15T18:29:00.000Z',
  edited: 0,
  response: null,
  score: null,
  feedback: [],
  ...overrides,
});

function renderMini(onComplete = vi.fn()) {
  renderWithinApp(
    <QuizObject courseId="PV-2026-pv101" objectId="mini" object={object} onComplete={onComplete} />,
  );
  return onComplete;
}

const quiz: Quiz = {
  quizid: 'mini',
  qtype: 3,
  cutoff: 50,
  qitems: questions.map((q) => ({ ...q, iopts: [] })),
  result: null,
};

describe('a mini assignment', slow, () => {
  it('uploads a file, confirms the one edit, and says Assignment submitted', async () => {
    const user = userEvent.setup();
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz }),
      getAssignmentData: () => ({ body: data() }),
      getMiniAssignmentUploadUrl: () => ({
        body: {
          url: '/files/upload/x',
          fname: '0b7c3f4e-1a2b-4c3d-8e9f-001122334455.pdf',
          contentType: 'application/pdf',
        },
      }),
      updateMiniAssignment: () => ({ body: { edited: 1, message: 'Assignment submitted' } }),
    });
    // The presigned address is the file store's, not an operation: the stub answers it by its path.
    api.answer('/files/upload/x' as 'getQuiz', () => ({ status: 200, body: {} }));
    const onComplete = renderMini();
    expect(await screen.findByText(/do not upload handwritten/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Your answer to question 1' }),
      'A man with jaundice.',
    );

    const input = screen.getByLabelText('Upload your file for question 2');
    await user.upload(input, new File([new Uint8Array(600_000)], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('file size is greater than 500kb')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.upload(input, new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded: form.pdf')).toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText(/only one attempt to edit this assignment/)).toBeInTheDocument();
    api.answer('getAssignmentData', () => ({
      body: data({
        edited: 1,
        response: [{ text: 'A man with jaundice.' }, { fname: 'x.pdf', orgname: 'form.pdf', fileUrl: '/f' }],
      }),
    }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Assignment submitted')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(api.calls.find((call) => call.name === 'updateMiniAssignment')?.body).toMatchObject({
      response: [
        { text: 'A man with jaundice.' },
        { fname: '0b7c3f4e-1a2b-4c3d-8e9f-001122334455.pdf', orgname: 'form.pdf' },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows each feedback staff appended, giver and message, while the assignment is still open', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz }),
      getAssignmentData: () => ({
        body: data({
          edited: 1,
          response: [{ text: 'My narrative.' }, { fname: 'x.pdf', orgname: 'form.pdf', fileUrl: '/f' }],
          feedback: [
            {
              givenby: 'Samuel Owusu',
              message: 'Name the <b>drug</b>.',
              timeStamp: '2026-11-20T09:00:00.000Z',
            },
            { givenby: 'Samuel Owusu', message: 'Better now.', timeStamp: '2026-11-21T09:00:00.000Z' },
          ],
        }),
      }),
    });
    renderMini();
    expect(await screen.findByText('Name the <b>drug</b>.')).toBeInTheDocument();
    expect(screen.getByText('Better now.')).toBeInTheDocument();
    expect(screen.getByText(/Samuel Owusu, 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Samuel Owusu, 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('after the deadline says so and shows the answers with the instructor feedback', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz }),
      getAssignmentData: () => ({
        body: data({
          edited: 1,
          score: 17,
          response: [{ text: 'My narrative.' }, { fname: 'x.pdf', orgname: 'form.pdf', fileUrl: '/f' }],
          feedback: [
            { givenby: 'Dr Kavita Menon', message: 'Well done.', timeStamp: '2026-11-14T11:10:00.000Z' },
          ],
          errorMessage: 'DeadLine is Over for Submission Of Assignment',
        }),
      }),
    });
    renderMini();
    expect(await screen.findByText('DeadLine is Over for Submission Of Assignment')).toBeInTheDocument();
    expect(screen.getByText('My narrative.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open form.pdf' })).toHaveAttribute('href', '/f');
    expect(screen.getByText('Well done.')).toBeInTheDocument();
    expect(screen.getByText(/Dr Kavita Menon, 14 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
