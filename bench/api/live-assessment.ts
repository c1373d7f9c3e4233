import { demoLearner, demoOid } from './api-calls.ts';

/** Calls an operation as the signed-in demo learner and answers its JSON, failing on anything but 200. */
export async function callAs<T>(
  origin: string,
  cookie: string,
  operation: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`${origin}/api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${operation} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface Question {
  iid: string;
  atype: number;
  iopts: unknown[];
}

/**
 * The body of an answer save for the demo learner: an assessment of the demo open now (found through
 * the learner's courses), its attempt started, and a first-option answer to each of its choice
 * questions. The bench sends it with a rising `seq`, as a browser does.
 */
export async function liveAssessmentSave(origin: string, cookie: string): Promise<Record<string, unknown>> {
  const own = { oid: demoOid, eid: demoLearner.email };
  const progress = await callAs<{ bpdata: { tcourses: { bcid: string }[] }[] }>(
    origin,
    cookie,
    'getUserTotalProgress',
    own,
  );
  for (const bcid of progress.bpdata.flatMap((program) => program.tcourses.map((course) => course.bcid))) {
    const list = await callAs<{ assessments: { assessid: string; open: boolean; status: number | null }[] }>(
      origin,
      cookie,
      'getAssessment',
      { ...own, bcid, quiztype: 'assess' },
    );
    const open = list.assessments.find((assessment) => assessment.open && assessment.status !== 1);
    if (!open) continue;
    const ref = { ...own, assessid: open.assessid, quiztype: 'assess' };
    const quiz = await callAs<{ qitems: Question[] }>(origin, cookie, 'getAssessmentQuiz', ref);
    const response = quiz.qitems
      .filter((question) => question.atype === 1 || question.atype === 4)
      .map((question) => ({ iid: question.iid, selected: [0] }));
    if (response.length === 0) continue;
    return { ...ref, device: 'bench-device', seq: 1, quizdata: { response, status: 0 } };
  }
  throw new Error('The demo learner has no assessment open now with a single-choice question');
}
