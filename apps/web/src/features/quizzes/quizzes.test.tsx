import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import type { Quiz } from './api/get-quiz.ts';
import { QuizObject } from './components/quiz-object.tsx';

const choice = (istem: string, options: string[]) => ({
  istem,
  atype: 1,
  qscore: 1,
  iopts: options.map((content) => ({ content })),
});

function quiz(qtype: 0 | 1 | 2, result: Quiz['result'] = null): Quiz {
  return {
    quizid: 'q1',
    qtype,
    cutoff: 60,
    qitems: [
      choice('<p>What is a signal?</p>', ['A link', 'A possible link']),
      choice('<p>Who runs PvPI?</p>', ['IPC', 'RBI']),
    ],
    result,
  };
}

/** The renderer as the player shows it. */
function renderQuizObject(
  objectId: string,
  onComplete: () => void,
  { onCompletable = () => {}, onOwnControls = () => {} } = {},
) {
  const object = { oid: objectId, otype: 'quiz', otitle: 'Quiz', nenabled: true } as const;
  return renderWithinApp(
    <QuizObject
      courseId="PV-2026-pv101"
      objectId={objectId}
      object={object}
      onComplete={onComplete}
      onCompletable={onCompletable}
      onOwnControls={onOwnControls}
    />,
  );
}

const review = (right: boolean) => ({
  right,
  correct: [1],
  response: right ? [1] : [0],
  feedback: [null, 'Yes.'],
});

// Whole flows with many clicks, on a busy machine.
const slow = { timeout: 20_000 };

describe('a cutoff quiz (qtype 2)', slow, () => {
  it('waits for answers, says what to score below the cutoff, and a pass enables Mark Complete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onCompletable = vi.fn();
    const onOwnControls = vi.fn();
    const failed = {
      score: 0,
      total: 2,
      percent: 0,
      passed: false,
      passedByRetry: false,
      attempts: 1,
      triesLeft: 2,
    };
    // The retry rule completes the quiz below its cutoff, without its answers (ADR 0061).
    const passed = {
      score: 0,
      total: 2,
      percent: 0,
      passed: true,
      passedByRetry: true,
      attempts: 2,
      triesLeft: 1,
    };
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz(2) }),
      postQuiz: () => ({ body: failed }),
    });
    renderQuizObject('q1', onComplete, { onCompletable, onOwnControls });

    expect(await screen.findByText(/You should score 60% or more/)).toBeInTheDocument();
    expect(onOwnControls).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Question 1/2')).toBeInTheDocument();
    // The questions' Prev and Next are the only ones on screen: the player's give way.
    expect(onOwnControls).toHaveBeenLastCalledWith(true);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'A link' }));
    await user.click(next);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'RBI' }));
    await user.click(submit);

    expect(
      await screen.findByText('You should score more than 60% to complete this Quiz.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Assignment' })).toBeInTheDocument();
    expect(onOwnControls).toHaveBeenLastCalledWith(false);
    expect(onComplete).not.toHaveBeenCalled();
    expect(onCompletable).not.toHaveBeenCalled();
    expect(api.calls.find((call) => call.name === 'postQuiz')?.body).toMatchObject({
      bcid: 'PV-2026-pv101',
      quizid: 'q1',
      responses: [[0], [1]],
    });

    api.answer('postQuiz', () => ({ body: passed }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('radio', { name: 'A link' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'IPC' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'You may mark this quiz complete after your retry. Its answers are shown only to a score of 60% or more.',
      ),
    ).toBeInTheDocument();
    // A pass enables the player's Mark Complete (spec 2 §4); it does not complete the quiz by itself.
    expect(onCompletable).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Answers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('a formative quiz (qtype 0)', slow, () => {
  it('gives feedback on each submitted question and completes on the last', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz(0) }),
      checkQuizAnswer: (body) => ({ body: review((body as { response: number[] }).response[0] === 1) }),
      postQuiz: () => ({
        body: {
          score: 1,
          total: 2,
          percent: 50,
          passed: true,
          passedByRetry: false,
          attempts: 1,
          triesLeft: 0,
          answers: [review(true), review(false)],
        },
      }),
    });
    renderQuizObject('q1', onComplete);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'A possible link' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Yes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'IPC' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('a summative quiz (qtype 1)', slow, () => {
  it('shows the final percentage and Show Answers once submitted, and cannot be taken again', async () => {
    const user = userEvent.setup();
    const result = {
      score: 2,
      total: 2,
      percent: 100,
      passed: true,
      passedByRetry: false,
      attempts: 1,
      triesLeft: 0,
      answers: [review(true), review(true)],
    };
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ body: quiz(1, result) }),
    });
    renderQuizObject('q1', vi.fn());
    expect(await screen.findByText('100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Your score' }));
    await user.click(screen.getByRole('button', { name: 'Show Answers' }));
    expect(screen.getByText('Answers · Question 1/2')).toBeInTheDocument();
    const answer = screen.getByText('Your Answer:', { exact: false });
    expect(within(answer).getByText('Your Answer:')).toBeInTheDocument();
  });

  it('offers Retry when the quiz cannot be loaded', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getQuiz: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    renderQuizObject('q1', vi.fn());
    expect(await screen.findByText('We could not load this quiz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
