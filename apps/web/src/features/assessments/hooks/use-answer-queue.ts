import { assessmentMessages } from '@aula/contract/assessments';
import { get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { isAnswered } from '../answer-state.ts';
import type { Answer, AssessmentQuiz } from '../api/get-assessment-quiz.ts';
import { type QueuedSave, type SaveTarget, sendSave } from '../api/update-assessment.ts';

/** What the device keeps of an attempt in IndexedDB: its counter and the saves not yet acknowledged. */
interface StoredQueue {
  seq: number;
  pending: QueuedSave[];
}

const deviceKey = 'aula.assessments.device';
const queueKey = ({ oid, eid, assessid }: Omit<SaveTarget, 'device' | 'quiztype'>) =>
  `aula.assessments.queue:${oid}:${eid}:${assessid}`;
const retryMs = 2000;

/** This browser's id for the server's save ordering, made once and kept in IndexedDB. */
async function deviceId(): Promise<string> {
  const known = await get<string>(deviceKey);
  if (known) return known;
  const made = crypto.randomUUID();
  await set(deviceKey, made);
  return made;
}

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
 * The attempt's answers on this device, saved so that nothing is lost: every save is written to
 * IndexedDB before it is sent, sent in order (oldest first) and removed only once the server has
 * acknowledged it. Without a connection saves wait on the device and go out when it returns; a reload
 * finds them there and shows them over the server's answers. Each save carries this device's id and a
 * sequence number, so a retry never doubles anything on the server.
 */
export function useAnswerQueue(target: Omit<SaveTarget, 'device'>, quiz: AssessmentQuiz): AnswerQueue {
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(
    () => new Map(quiz.attempt.response.map((answer) => [answer.iid, answer])),
  );
  const [ready, setReady] = useState(false);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [pending, setPending] = useState(0);
  const [lastSavedAt, setLastSavedAt] = useState(quiz.attempt.lastSavedAt);
  const [submitted, setSubmitted] = useState(quiz.attempt.status === 1);
  const [refusal, setRefusal] = useState<string | null>(null);

  const state = useRef({
    device: '',
    seq: 0,
    pending: [] as QueuedSave[],
    sending: false,
    dirty: new Set<string>(),
    /** Submit was pressed before the device's queue was loaded: it goes once the queue is. */
    submitWhenLoaded: false,
  });
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const key = queueKey(target);
  const targetRef = useRef(target);
  targetRef.current = target;

  const persist = useCallback(async () => {
    const { seq, pending: saves } = state.current;
    await set(key, { seq, pending: saves } satisfies StoredQueue);
    setPending(saves.length);
  }, [key]);

  const flush = useCallback(async () => {
    const queue = state.current;
    if (queue.sending || !queue.device) return;
    queue.sending = true;
    try {
      while (queue.pending.length > 0) {
        const save = queue.pending[0] as QueuedSave;
        try {
          const attempt = await sendSave({ ...targetRef.current, device: queue.device }, save);
          queue.pending.shift();
          await persist();
          setOffline(false);
          setLastSavedAt(attempt.lastSavedAt);
          if (attempt.status === 1) setSubmitted(true);
        } catch (error) {
          if (!(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500) {
            // No answer: the save stays first in the queue and goes again when the connection returns.
            setOffline(true);
            setTimeout(() => void flush(), retryMs);
            return;
          }
          if (error.status === 401 || error.status === 403) return;
          const over = [
            assessmentMessages.assessmentSubmitted,
            assessmentMessages.assignmentSubmitted,
          ] as string[];
          if (error.code === 'CONFLICT' && over.includes(error.message)) {
            setSubmitted(true);
            queue.pending = [];
          } else if (error.code === 'CONFLICT') {
            setRefusal(error.message);
            queue.pending = [];
          } else {
            // A save the server can never accept (a refused file): dropped, the learner told why.
            setRefusal(error.message);
            queue.pending.shift();
          }
          await persist();
        }
      }
    } finally {
      queue.sending = false;
    }
  }, [persist]);

  // Loads what the device kept: its saves not yet acknowledged show over the server's answers.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [device, stored] = await Promise.all([deviceId(), get<StoredQueue>(key)]);
      if (cancelled) return;
      state.current.device = device;
      state.current.seq = stored?.seq ?? 0;
      state.current.pending = quiz.attempt.status === 1 ? [] : (stored?.pending ?? []);
      // An answer the learner gave while the queue was loading is newer than any the device kept.
      const kept = state.current.pending
        .flatMap((save) => save.response)
        .filter((answer) => !state.current.dirty.has(answer.iid));
      if (kept.length > 0) {
        setAnswers(
          (current) => new Map([...current, ...kept.map((answer) => [answer.iid, answer] as const)]),
        );
      }
      setPending(state.current.pending.length);
      setReady(true);
      void flush();
    })();
    return () => {
      cancelled = true;
    };
  }, [key, quiz.attempt.status, flush]);

  useEffect(() => {
    const online = () => {
      setOffline(false);
      void flush();
    };
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
    };
  }, [flush]);

  const enqueue = useCallback(
    (response: Answer[], status: 0 | 1) => {
      const queue = state.current;
      queue.seq += 1;
      queue.pending.push({ seq: queue.seq, response, status });
      void persist().then(flush);
    },
    [persist, flush],
  );

  const commit = useCallback(() => {
    const queue = state.current;
    // Before the device's queue is loaded the changes wait (still marked) for the commit once it is.
    if (queue.dirty.size === 0 || submitted || !queue.device) return;
    const response = [...queue.dirty].flatMap((iid) => {
      const answer = answersRef.current.get(iid);
      return answer ? [answer] : [];
    });
    queue.dirty.clear();
    enqueue(response, 0);
  }, [enqueue, submitted]);

  // A change is saved shortly after the learner stops changing it, even if they do not move on.
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const setAnswer = useCallback(
    (answer: Answer) => {
      if (submitted) return;
      state.current.dirty.add(answer.iid);
      answersRef.current = new Map(answersRef.current).set(answer.iid, answer);
      setAnswers(answersRef.current);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(commit, 800);
    },
    [submitted, commit],
  );

  const submit = useCallback(() => {
    if (submitted) return;
    // Queued before the device's own saves were read, it would be numbered and kept apart from them.
    if (!state.current.device) {
      state.current.submitWhenLoaded = true;
      return;
    }
    state.current.submitWhenLoaded = false;
    state.current.dirty.clear();
    // Blank descriptive answers are dropped from the submission.
    enqueue([...answersRef.current.values()].filter(isAnswered), 1);
  }, [enqueue, submitted]);

  // What the learner did while the device's queue was loading (the options are usable at once) goes
  // out now: their answers, then their submission.
  useEffect(() => {
    if (!ready) return;
    if (state.current.submitWhenLoaded) submit();
    else commit();
  }, [ready, commit, submit]);

  return { answers, setAnswer, commit, submit, offline, pending, lastSavedAt, submitted, refusal };
}
