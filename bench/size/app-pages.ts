import { sessionCookie } from '../lib/sign-in.ts';
import { accounts } from '../lighthouse/screens.ts';

/** A page of the web app whose JavaScript the size bench reports, beside the landing page. */
export interface AppPage {
  id: string;
  name: string;
  path: string;
  /** The demo account it is opened as. */
  account: 'learner' | 'player';
  /** What the page shows once its content is there (a CSS selector): it is measured after that. */
  shows: string;
}

const course = 'cert-pv-2026-pv101';
const player = (object: string) => `/coursePlayer?course=${course}&object=${object}`;

/**
 * The course page and the player on objects of three kinds (content/demo/courses/pv101.json): a plain
 * one (audio), a pdf (pdf.js) and a SCORM package (scorm-again). The demo learner may open the first two;
 * the SCORM object is the player account's, once the objects before it are complete (`reachScormObject`).
 */
export const appPages: readonly AppPage[] = [
  { id: 'course', name: 'Course page', path: `/course?course=${course}`, account: 'learner', shows: 'h1' },
  {
    id: 'player-audio',
    name: 'Player, audio object',
    path: player('pv101-o1'),
    account: 'learner',
    shows: 'audio',
  },
  {
    id: 'player-pdf',
    name: 'Player, pdf object',
    path: player('pv101-o2'),
    account: 'learner',
    shows: 'canvas[role="img"]',
  },
  {
    id: 'player-scorm',
    name: 'Player, SCORM object',
    path: player('pv101-o8'),
    account: 'player',
    shows: 'iframe[title]',
  },
];

const pageAccounts = {
  learner: accounts.learner,
  player: { email: 'player@aula.demo', password: 'Play@2026' },
};

/** Libraries loaded only with their object type, known by the chunk names Vite gives their modules. */
export const lazyLibraries = [
  { name: 'pdf.js', chunk: /^\/assets\/pdf-[\w-]{8}\.js$/ },
  { name: 'scorm-again', chunk: /^\/assets\/(scorm12|scorm2004|cross-frame-lms)-[\w-]{8}\.js$/ },
] as const;

async function call(origin: string, cookie: string, operation: string, body: unknown): Promise<void> {
  const answer = await fetch(`${origin}/api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${operation} answered ${answer.status}: ${await answer.text()}`);
}

/**
 * Completes, as the player account, the objects before the SCORM one that the demo leaves undone (its
 * quizzes are complete already), through the API the player uses: open, then Mark Complete.
 */
async function reachScormObject(origin: string, cookie: string): Promise<void> {
  const key = { oid: 'AULADEMO', eid: pageAccounts.player.email, bcid: course };
  for (const objid of ['pv101-o1', 'pv101-o2', 'pv101-o3', 'pv101-o4', 'pv101-o5', 'pv101-o6', 'pv101-o7']) {
    await call(origin, cookie, 'openObject', { ...key, objid });
    await markCompleteOnceAccepted(origin, cookie, { ...key, objid, timespent: 0 });
  }
}

/**
 * Mark Complete, sent again each second while the server answers 409: it accepts it five seconds after
 * the opening by its own clock (ADR 0063).
 */
async function markCompleteOnceAccepted(origin: string, cookie: string, body: unknown): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await fetch(`${origin}/api/syncUserProgress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
    if (answer.ok) return;
    if (answer.status !== 409 || attempt >= 15) {
      throw new Error(`syncUserProgress answered ${answer.status}: ${await answer.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Session cookies of the pages' accounts, signed in on the server at `origin`, ready for every page. */
export async function pageCookies(origin: string): Promise<Record<AppPage['account'], string>> {
  const learner = await sessionCookie(origin, pageAccounts.learner);
  const playerCookie = await sessionCookie(origin, pageAccounts.player);
  await reachScormObject(origin, playerCookie);
  return { learner, player: playerCookie };
}
