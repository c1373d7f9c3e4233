/**
 * The screens Lighthouse measures: every learner screen of exam day's issue (26) and the landing page,
 * with their targets. A new screen is one entry (its path, the demo account it is opened as, its targets).
 */

export interface ScreenTargets {
  /** Lighthouse performance score, 0-100. */
  minimumScore: number;
  /** Largest Contentful Paint, when the issue names one. */
  maximumLcpMs?: number;
}

/** A demo account the screen is opened with (content/demo/accounts.json); none: signed out. */
export type BenchAccount = 'learner' | 'applicant';

export interface BenchScreen {
  /** Short id for BENCH_SCREENS and file names. */
  id: string;
  name: string;
  path: string;
  account?: BenchAccount;
  /** Cookies the device already holds, as the app wrote them (the programme page's current programme). */
  deviceCookies?: Record<string, string>;
  /**
   * A call the account made before the page is loaded, once: the quiz was opened from its Start Quiz
   * (which starts the attempt), so a load of its address is a reload or a return to it.
   */
  openedBefore?: { operation: string; body: Record<string, unknown> };
  targets: ScreenTargets;
}

/** Issue 26 §4: every learner screen at 95 or more (issue 8 asked 90). */
const signedInTargets: ScreenTargets = { minimumScore: 95 };

export const screens: readonly BenchScreen[] = [
  // Issue 26 §4: the landing page's LCP at 1.0 s or less (issue 8 asked 2.0 s).
  { id: 'landing', name: 'Landing page', path: '/', targets: { minimumScore: 95, maximumLcpMs: 1000 } },
  { id: 'dashboard', name: 'Dashboard', path: '/dashboard', account: 'learner', targets: signedInTargets },
  {
    id: 'my-programs',
    name: 'My Programs',
    path: '/myPrograms',
    account: 'learner',
    targets: signedInTargets,
  },
  // The programme page shows the programme chosen last on My Programs, which the app keeps in a
  // cookie (without one it sends the learner to the dashboard).
  {
    id: 'programme',
    name: 'Programme page',
    path: '/myPrograms/programinfo',
    account: 'learner',
    deviceCookies: {
      'aula.currentProgram': JSON.stringify({
        eid: 'learner@aula.demo',
        value: { pid: 'cert-pv', bpid: 'cert-pv-2026', ptitle: 'Certificate in Pharmacovigilance' },
      }),
    },
    targets: signedInTargets,
  },
  { id: 'calendar', name: 'Calendar', path: '/event', account: 'learner', targets: signedInTargets },
  // The application forms open from a card of this listing, their programme in the app's state rather
  // than the address (a bare /myApplication/application lands here): the listing is what can be measured.
  {
    id: 'apply',
    name: 'Apply for a Program',
    path: '/applyProgram',
    account: 'applicant',
    targets: signedInTargets,
  },

  {
    id: 'course',
    name: 'Course page',
    path: '/course?course=cert-pv-2026-pv101',
    account: 'learner',
    targets: signedInTargets,
  },
  // The player on a first object of a plain type (the course's audio).
  {
    id: 'player',
    name: 'Course player',
    path: '/coursePlayer?course=cert-pv-2026-pv101&object=pv101-o1',
    account: 'learner',
    targets: signedInTargets,
  },
  {
    id: 'quiz',
    name: 'Quiz view',
    path: '/course/assessment?course=cert-pv-2026-pv101&assessment=cert-pv-2026-practice&type=assess',
    account: 'learner',
    // Opened in the app from the course page's Start Quiz, the quiz view is loaded only when the learner
    // reloads it or comes back to it: its attempt is started then, and the page arrives resumed (ADR 0097).
    openedBefore: {
      operation: 'getAssessmentQuiz',
      body: { eid: 'learner@aula.demo', assessid: 'cert-pv-2026-practice', quiztype: 'assess' },
    },
    targets: signedInTargets,
  },
];

export const accounts: Record<BenchAccount, { email: string; password: string }> = {
  learner: { email: 'learner@aula.demo', password: 'Learn@2026' },
  applicant: { email: 'applicant@aula.demo', password: 'Apply@2026' },
};

/** The screens named in BENCH_SCREENS (comma-separated ids), or all of them. */
export function chosenScreens(setting: string | undefined): BenchScreen[] {
  if (setting === undefined || setting.trim() === '') return [...screens];
  const ids = setting.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !screens.some((screen) => screen.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_SCREENS names unknown screens: ${unknown.join(', ')} (known: ${screens.map((s) => s.id).join(', ')})`,
    );
  }
  return screens.filter((screen) => ids.includes(screen.id));
}
