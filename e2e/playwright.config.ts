import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/aula-server.ts';

// The config is evaluated again in every worker: the port chosen once here reaches them through the
// environment, so the server the global setup starts and the tests' baseURL agree.
process.env.AULA_E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.AULA_E2E_PORT}`;

// The exam providers point at the test server itself (its /healthz), so the journeys can watch the
// proctoring launch and the scheduling hand-off leave the portal. The server inherits this environment.
export const examProviders = {
  PROCTOR_URL: `${baseURL}/healthz`,
  PROCTOR_CLIENT_ID: 'aula-e2e',
  PROCTOR_SECRET: 'e2e-proctor-secret',
  EXAM_SCHEDULER_URL: `${baseURL}/healthz`,
  EXAM_SCHEDULER_CLIENT_CODE: 'AULA-E2E',
  EXAM_SCHEDULER_SECRET: 'e2e-scheduler-secret',
};
Object.assign(process.env, examProviders);

/** Debian's Chromium: Playwright's own browser downloads cannot be fetched on these machines. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

const ci = process.env.CI === 'true';

/**
 * Staff journeys that change what the demo learners' own journeys count while they run (an
 * announcement and an event for the whole July 2026 intake, a published IA component of the demo
 * learner's, a notification of released marks on the demo learner's bell, a unit published to a course the
 * demo learner studies, the organisation's name, pages and exam providers, a revoked certificate and a
 * generated hall ticket of the demo learner's, a new programme published to the public catalogue): they
 * run once every other journey is done, each putting the demo back as it was where it can.
 */
const afterLearnerJourneys =
  /staff-(announcements|announcement-files|ia-marks|marking|course-builder|builds-a-course|organisation|certificates)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two cores run the server, the browser and the runner: two files at a time keeps them all busy.
  workers: 2,
  // Budgets for a slow shared machine: on the AMD machines of 2026-11-27 the browser runs the app's code
  // several times slower than on the earlier ones (Lighthouse's blocking time: 8 times on the landing
  // page), and pages that passed in 15 s took 30. A journey that is broken still fails, later.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: afterLearnerJourneys,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'chromium, staff changes after',
      testMatch: afterLearnerJourneys,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
