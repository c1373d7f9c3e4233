/**
 * The screens Lighthouse measures, with the targets. A later issue adds its main screen here
 * with one entry (its path, the demo account it is opened as, its targets).
 */

export interface ScreenTargets {
  /** Lighthouse performance score, 0-100. */
  minimumScore: number;
  /** Largest Contentful Paint, when the issue names one. */
  maximumLcpMs?: number;
}

/** A demo account the screen is opened with (content/demo/accounts.json); none: signed out. */
export type BenchAccount = 'learner';

export interface BenchScreen {
  /** Short id for BENCH_SCREENS and file names. */
  id: string;
  name: string;
  path: string;
  account?: BenchAccount;
  targets: ScreenTargets;
}

/** Issue 8 §3: signed-in screens at 90 or more. */
const signedInTargets: ScreenTargets = { minimumScore: 90 };

export const screens: readonly BenchScreen[] = [
  { id: 'landing', name: 'Landing page', path: '/', targets: { minimumScore: 95, maximumLcpMs: 2000 } },
  {
    id: 'my-programs',
    name: 'My Programs',
    path: '/myPrograms',
    account: 'learner',
    targets: signedInTargets,
  },
  // Issue 9: the course page at 90 or more.
  {
    id: 'course',
    name: 'Course page',
    path: '/course?course=cert-pv-2026-pv101',
    account: 'learner',
    targets: signedInTargets,
  },
  // Issue 10: the player at 90 or more, on a first object of a plain type (the course's audio).
  {
    id: 'player',
    name: 'Course player',
    path: '/coursePlayer?course=cert-pv-2026-pv101&object=pv101-o1',
    account: 'learner',
    targets: signedInTargets,
  },
];

export const accounts: Record<BenchAccount, { email: string; password: string }> = {
  learner: { email: 'learner@aula.demo', password: 'Learn@2026' },
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
