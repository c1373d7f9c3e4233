import type { Attempt } from '@aula/contract/assessments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAnswered } from '../answer-state.ts';
import type { Answer, AssessmentQuiz } from '../api/get-assessment-quiz.ts';
import { type AttemptTarget, attemptQueue } from './attempt-queue.ts';

export interface AnswerQueue {
  answers: ReadonlyMap<string, Answer>;
  setAnswer(answer: Answer): void;
  /** Queues the answers changed since the last save (the learner moves on). */
  commit(): void;
  submit(): void;
  offline: boolean;
  /** Saves waiting for the server. */
  pending: number;
  lastSavedAt: string | null;
  submitted: boolean;
  /** The server refused the attempt's saves (closed), or a save it can never accept. */
  refusal: string | null;
}

/**
 * The attempt's answers on this device, saved so that nothing is lost: an answer is written to
 * IndexedDB the moment it is given; shortly after (or when the learner moves on) it becomes a save,
 * sent in order (oldest first) and removed only once the server has acknowledged it. Without a
 * connection saves wait on the device and go out when it returns; a reload finds them there and shows
 * them over the server's answers. Leaving the view queues what was given at once and the queue goes on
 * sending; a page hidden or closed sends what waits in requests that outlive it. Each save carries this
 * device's id and a sequence number, so a save sent twice never changes anything on the server.
 */
export function useAnswerQueue(target: AttemptTarget, quiz: AssessmentQuiz): AnswerQueue {
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(
    () => new Map(quiz.attempt.response.map((answer) => [answer.iid, answer])),
  );
  const [ready, setReady] = useState(false);
  // Read once mounted: the server's prerender of a resumed quiz has no connection to tell of.
  const [offline, setOffline] = useState(false);
  const [pending, setPending] = useState(0);
  const [lastSavedAt, setLastSavedAt] = useState(quiz.attempt.lastSavedAt);
  const [submitted, setSubmitted] = useState(quiz.attempt.status === 1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { oid, eid, assessid, quiztype } = target;
  const [queue] = useState(() => attemptQueue({ oid, eid, assessid, quiztype }));
  /** Submit was pressed before the device's queue was loaded: it goes once the queue is. */
  const submitWhenLoaded = useRef(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  // Takes the attempt's queue (kept by an earlier view, or read from the device): its saves not yet
  // acknowledged show over the server's answers.
  useEffect(() => {
    let open = true;
    const view = {
      pending: setPending,
      offline: setOffline,
      saved: (attempt: Attempt) => setLastSavedAt(attempt.lastSavedAt),
      submitted: () => setSubmitted(true),
      refused: setRefusal,
    };
    void queue.attach(view, quiz.attempt.status === 1, quiz.attempt.lastSavedAt).then((answersKept) => {
      if (!open) return;
      if (answersKept.length > 0) {
        setAnswers(
          (current) => new Map([...current, ...answersKept.map((answer) => [answer.iid, answer] as const)]),
        );
      }
      setPending(queue.pending.length);
      setReady(true);
      void queue.flush();
    });
    return () => {
      open = false;
      queue.release();
    };
  }, [queue, quiz.attempt.status, quiz.attempt.lastSavedAt]);

  useEffect(() => {
    if (!navigator.onLine) setOffline(true);
    const online = () => {
      setOffline(false);
      void queue.flush();
    };
    const gone = () => setOffline(true);
    // A phone locking its screen or a tab closing: what waits goes now, in requests that outlive the page.
    const hidden = () => {
      if (document.visibilityState === 'hidden') queue.sendOnExit();
    };
    const leaving = () => queue.sendOnExit();
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
    };
  }, [queue]);

  const commit = useCallback(() => {
    if (!submitted) queue.commit();
  }, [queue, submitted]);

  // A change is saved shortly after the learner stops changing it, even if they do not move on.
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const setAnswer = useCallback(
    (answer: Answer) => {
      if (submitted) return;
      queue.give(answer);
      answersRef.current = new Map(answersRef.current).set(answer.iid, answer);
      setAnswers(answersRef.current);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(commit, 800);
    },
    [queue, submitted, commit],
  );

  const submit = useCallback(() => {
    if (submitted) return;
    // Queued before the device's own saves were read, it would be numbered and kept apart from them.
    if (!queue.loaded) {
      submitWhenLoaded.current = true;
      return;
    }
    submitWhenLoaded.current = false;
    // Blank descriptive answers are dropped from the submission.
    queue.enqueue([...answersRef.current.values()].filter(isAnswered), 1);
  }, [queue, submitted]);

  // What the learner did while the device's queue was loading (the options are usable at once) goes
  // out now: their answers, then their submission.
  useEffect(() => {
    if (!ready) return;
    if (submitWhenLoaded.current) submit();
    else commit();
  }, [ready, commit, submit]);

  return { answers, setAnswer, commit, submit, offline, pending, lastSavedAt, submitted, refusal };
}
