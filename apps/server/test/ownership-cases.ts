import { loginEventType } from '@aula/contract/analytics';
import type { TestAccount } from './factories.ts';

/** The accounts the access suite sets up: `me` signs in; the others' identifiers must never work. */
export interface OwnershipContext {
  me: TestAccount;
  /** Another learner of my organisation. */
  neighbour: TestAccount;
  /** A learner of another organisation. */
  stranger: TestAccount;
}

export interface OwnershipCase {
  /** What the case tries, for the test's name. */
  tries: string;
  body: Record<string, unknown>;
  /** `forbidden`: the server must answer 403 (or 404). `own-data`: it answers with my records only. */
  expect: 'forbidden' | 'own-data';
}

/** Calls that name a batch course (`bcid`): one I am not enrolled in, or another organisation's. */
function courseCases({ me, stranger }: OwnershipContext): OwnershipCase[] {
  return [
    {
      tries: 'a course I am not enrolled in',
      body: { oid: me.oid, bcid: 'not-my-course' },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, bcid: 'not-my-course' },
      expect: 'forbidden',
    },
  ];
}

/**
 * For every operation a learner may call, the bodies that carry somebody else's identifiers.
 * The access suite fails for a learner operation that has no entry here, so each new operation
 * states how it keeps learners apart the day it is added.
 */
export const ownershipCases: Record<string, (context: OwnershipContext) => OwnershipCase[]> = {
  // Learner home (progress, program information, program feedback).
  getUserTotalProgress: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getProgram: ({ me, stranger }) => [
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, pid: 'any', bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, pid: 'any', bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
  ],
  getAcademicSchedule: ({ me, stranger }) => [
    { tries: 'a batch I am not in', body: { oid: me.oid, bpid: 'not-my-batch' }, expect: 'forbidden' },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
  ],
  getBatchID: ({ stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid, pid: 'any' }, expect: 'forbidden' },
  ],
  getfeedback: ({ me, neighbour }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, pid: 'any', bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, eid: me.email, pid: 'any', bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
  ],
  updatefeedback: ({ me, neighbour }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, obid: 'not-my-batch', response: [{ qid: 'q1', answer: 0 }] },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, eid: me.email, obid: 'not-my-batch', response: [{ qid: 'q1', answer: 0 }] },
      expect: 'forbidden',
    },
  ],
  analyticsWebApp: ({ me, neighbour, stranger }) => {
    const event = (account: typeof me) => ({
      id: account.user.id,
      eventtype: loginEventType,
      email: account.user.id,
      emailid: account.email,
      name: account.user.name,
    });
    return [
      { tries: "my neighbour's account", body: { oid: me.oid, ...event(neighbour) }, expect: 'forbidden' },
      { tries: "a stranger's account", body: { oid: stranger.oid, ...event(stranger) }, expect: 'forbidden' },
      {
        tries: "my neighbour's e-mail",
        body: { oid: me.oid, ...event(me), emailid: neighbour.email },
        expect: 'forbidden',
      },
      { tries: 'my own account', body: { oid: me.oid, ...event(me) }, expect: 'own-data' },
    ];
  },
  'auth/currentSession': ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'no identifiers', body: {}, expect: 'own-data' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  'auth/currentUserInfo': ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  // Calendar, announcements and notifications (issue 4). A bpid the learner is not enrolled in is
  // refused whoever's it is; the modules' own tests use batches other learners are enrolled in.
  getEvents: ({ me, stranger }) => [
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, rtype: 'get', batchjson: [] },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, rtype: 'get', batchjson: ['not-my-batch'] },
      expect: 'forbidden',
    },
    { tries: 'no batches', body: { oid: me.oid, rtype: 'get', batchjson: [] }, expect: 'own-data' },
  ],
  getCalendarFeedUrl: ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  renewCalendarFeedUrl: ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  revokeCalendarFeedUrl: ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  announcements: ({ me, stranger }) => [
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, bpid: [], rtype: 'getall' },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, bpid: ['not-my-batch'], rtype: 'getall' },
      expect: 'forbidden',
    },
    { tries: 'no batches', body: { oid: me.oid, bpid: [], rtype: 'getall' }, expect: 'own-data' },
  ],
  getAnnouncements: ({ me, stranger }) => [
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, bpid: 'not-my-batch', rtype: 'get' },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, bpid: 'not-my-batch', rtype: 'get' },
      expect: 'forbidden',
    },
  ],
  getNotifications: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getUnreadNotificationCount: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  markNotificationsRead: ({ me, neighbour }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, notids: ['n1'] },
      expect: 'forbidden',
    },
    {
      tries: 'a notification that is not mine',
      body: { oid: me.oid, eid: me.email, notids: ['not-mine'] },
      expect: 'forbidden',
    },
  ],
  // My Application, tests, USNs and the exam hand-off (issue 4).
  getApplication: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getAssignedTests: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  indianTimeZone: ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid }, expect: 'forbidden' },
    { tries: 'my own oid', body: { oid: me.oid }, expect: 'own-data' },
  ],
  getTestResult: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's emailid", body: { oid: me.oid, emailid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and emailid",
      body: { oid: stranger.oid, emailid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own emailid', body: { oid: me.oid, emailid: me.email }, expect: 'own-data' },
  ],
  getWheeboxToken: ({ me, neighbour }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, test_id: 'T1' },
      expect: 'forbidden',
    },
    {
      tries: 'a test not assigned to me',
      body: { oid: me.oid, eid: me.email, test_id: 'not-my-test' },
      expect: 'forbidden',
    },
  ],
  getusn: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getLearnerReport: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    {
      tries: "a stranger's oid and eid",
      body: { oid: stranger.oid, eid: stranger.email },
      expect: 'forbidden',
    },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getExamSchedulingForm: ({ me, stranger }) => [
    { tries: "another organisation's oid", body: { oid: stranger.oid, bpid: 'B1' }, expect: 'forbidden' },
    { tries: 'a batch I am not in', body: { oid: me.oid, bpid: 'not-my-batch' }, expect: 'forbidden' },
  ],
  // Learner records: certificates, hall tickets, IA marks (their files are checked in their modules).
  getCertificates: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    { tries: "another organisation's oid", body: { oid: stranger.oid, eid: me.email }, expect: 'forbidden' },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  generateCertificate: ({ me, neighbour, stranger }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, bpid: 'B1' },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, eid: me.email, bpid: 'B1' },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, eid: me.email, bpid: 'not-my-batch' },
      expect: 'forbidden',
    },
  ],
  getHallticket: ({ me, neighbour, stranger }) => [
    { tries: "my neighbour's eid", body: { oid: me.oid, eid: neighbour.email }, expect: 'forbidden' },
    { tries: "another organisation's oid", body: { oid: stranger.oid, eid: me.email }, expect: 'forbidden' },
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getIaMarks: ({ me, neighbour, stranger }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, bpid: 'B1', semester: 1 },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, eid: me.email, bpid: 'B1', semester: 1 },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, eid: me.email, bpid: 'not-my-batch', semester: 1 },
      expect: 'forbidden',
    },
  ],
  updateIaConcern: ({ me, neighbour, stranger }) => [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, bpid: 'B1', iaid: 'IA1', concern: 'raised' },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, eid: me.email, bpid: 'B1', iaid: 'IA1', concern: 'raised' },
      expect: 'forbidden',
    },
    {
      tries: 'a batch I am not in',
      body: { oid: me.oid, eid: me.email, bpid: 'not-my-batch', iaid: 'IA1', concern: 'none' },
      expect: 'forbidden',
    },
  ],
  // The course page: every call names a batch course, which must be one of the learner's own.
  getCourse: courseCases,
  getReferences: courseCases,
  getCourseVideos: courseCases,
  getpodcast: courseCases,
  // Assessments and assignments (issue 9): the modules' own tests use another learner's attempt and batch.
  getAssessment: ({ me, neighbour, stranger }) =>
    assessmentCases(me, neighbour, stranger, { bcid: 'not-my-course', quiztype: 'assess' }),
  getServerTime: ({ me, neighbour, stranger }) => [
    ...assessmentCases(me, neighbour, stranger, {}).slice(0, 2),
    { tries: 'my own eid', body: { oid: me.oid, eid: me.email }, expect: 'own-data' },
  ],
  getAssessmentQuiz: ({ me, neighbour, stranger }) =>
    assessmentCases(me, neighbour, stranger, { assessid: 'not-mine', quiztype: 'assess' }),
  updateAssessment: ({ me, neighbour, stranger }) =>
    assessmentCases(me, neighbour, stranger, {
      assessid: 'not-mine',
      quiztype: 'assess',
      device: 'd1',
      seq: 1,
      quizdata: { response: [{ iid: 'i1', selected: [0] }], status: 1 },
    }),
  getAssessmentAnswers: ({ me, neighbour, stranger }) =>
    assessmentCases(me, neighbour, stranger, { assessid: 'not-mine', quiztype: 'assess' }),
  getAssessmentPresignedUrl: ({ me, neighbour, stranger }) =>
    assessmentCases(me, neighbour, stranger, {
      assessid: 'not-mine',
      quiztype: 'assign',
      iid: 'a1',
      filename: 'answer.pdf',
      filetype: 'application/pdf',
      size: 1000,
    }),
};

/** My neighbour's eid, another organisation's oid, and (with `rest` naming one) an assessment or course not mine. */
function assessmentCases(
  me: TestAccount,
  neighbour: TestAccount,
  stranger: TestAccount,
  rest: Record<string, unknown>,
): OwnershipCase[] {
  return [
    {
      tries: "my neighbour's eid",
      body: { oid: me.oid, eid: neighbour.email, ...rest },
      expect: 'forbidden',
    },
    {
      tries: "another organisation's oid",
      body: { oid: stranger.oid, eid: me.email, ...rest },
      expect: 'forbidden',
    },
    {
      tries: 'an assessment or course not mine',
      body: { oid: me.oid, eid: me.email, ...rest },
      expect: 'forbidden',
    },
  ];
}

/**
 * For every identity operation that names an organisation, a body for the stranger's organisation, as
 * right as it can be otherwise (the stranger's own e-mail and password): the portal serves only its own
 * organisation, so each answers 403. The access suite fails for an identity operation missing here.
 */
export const foreignOrganisationIdentityCases: Record<
  string,
  (context: OwnershipContext) => Record<string, unknown>
> = {
  'auth/signIn': ({ stranger }) => ({
    oid: stranger.oid,
    username: stranger.email,
    password: stranger.password,
  }),
  'auth/signUp': ({ stranger }) => ({
    oid: stranger.oid,
    name: 'Sam Second',
    email: `second-${stranger.email}`,
    password: stranger.password,
  }),
  'auth/confirmSignUp': ({ stranger }) => ({ oid: stranger.oid, username: stranger.email, code: 'a-token' }),
  'auth/forgotPassword': ({ stranger }) => ({ oid: stranger.oid, username: stranger.email }),
  'auth/forgotPasswordSubmit': ({ stranger }) => ({
    oid: stranger.oid,
    username: stranger.email,
    code: '123456',
    newPassword: 'Other#1357',
  }),
  'auth/completeNewPassword': ({ stranger }) => ({ oid: stranger.oid, newPassword: 'Other#1357' }),
  'auth/signOut': ({ stranger }) => ({ oid: stranger.oid }),
};
