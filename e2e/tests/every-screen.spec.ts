import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// Every screen of both route tables, at 360 px and on a desktop, judged by axe's serious and critical
// rules (all of them, see support/axe.ts) once its content has arrived, and without sideways scroll.

const publicScreens = [
  '/',
  '/onlineProgram',
  '/aboutADU',
  '/aboutOEP',
  '/contactUs',
  '/quickTourPreLogin',
  '/myProg/cert-pv/0',
  '/myProg/cert-pv/1',
  '/verify/AULADEMO-2026-7KQ3M9XD',
];

const learnerScreens = [
  '/',
  '/myPrograms',
  '/dashboard',
  '/quickTour',
  '/LandingScreen',
  '/about',
  '/allPrograms',
  '/MyPrograms/programs',
  '/viewall',
  '/myPrograms/programinfo?tab=0',
  '/myPrograms/syllabus',
  '/myPrograms/announcements',
  '/myPrograms/academicSchedule',
  '/myApplication',
  '/event',
  '/notification',
  '/announcements',
  '/reportsAndAnalytics',
  '/tests',
  '/testresult?test=pv-see-practice',
  '/certificates',
  '/hallticket',
  '/iamarks',
  '/onlineProgram',
  '/aboutADU',
  '/contactUs',
  '/course?course=cert-pv-2026-pv101&tab=references',
  '/course?course=cert-pv-2026-pv101&tab=videos',
  '/course?course=cert-pv-2026-pv101&tab=podcasts',
  '/course?course=cert-pv-2026-pv102&tab=podcasts',
];

const widths = [360, 1280];

/** The screen once it has settled: its heading shown and no loading state left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function judge(page: Page, path: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await settled(page);
    expect(
      await horizontalOverflow(page),
      `pixels of horizontal scroll on ${path} at ${width} px`,
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  }
}

for (const path of publicScreens) {
  test(`the public screen ${path}`, async ({ page }) => {
    await judge(page, path);
  });
}

for (const path of learnerScreens) {
  test(`the learner's screen ${path}`, async ({ page }) => {
    await signInAs(page, demo.learner);
    // The course and program pages open the program chosen last from My Programs.
    await page.goto('/myPrograms');
    await page.getByRole('link', { name: 'Certificate in Pharmacovigilance', exact: true }).click();
    await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
    await judge(page, path);
  });
}
