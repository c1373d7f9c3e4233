import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

// My Programs ('Choose a program', the landing route after sign-in), the course topics of a program,
// its information tabs and the Overall Program Feedback, with the demo learner and the empty one.

type Account = { email: string; password: string };

async function signInThroughUi(page: Page, account: Account) {
  await page.goto('/?dialog=login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel(/^Email/).fill(account.email);
  await dialog.getByLabel(/^Password/).fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myPrograms$/);
}

async function signIn(page: Page, account: Account) {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

function programCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test('after sign-in the learner chooses among their programs, with dates and progress', async ({ page }) => {
  await signInThroughUi(page, demo.learner);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a program' })).toBeVisible();
  const pv = programCard(page, 'Certificate in Pharmacovigilance');
  await expect(pv).toBeVisible();
  await expect(pv.getByText('01 Jul 2026')).toBeVisible();
  await expect(pv.getByText('31 Jan 2027')).toBeVisible();
  await expect(pv.getByText('6 months')).toBeVisible();
  await expect(pv.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '26');
  const hcm = programCard(page, 'Diploma in Healthcare Management');
  await expect(hcm.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
  await expectNoSeriousAxeViolations(page);

  await pv.getByRole('link', { name: 'Certificate in Pharmacovigilance' }).click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
  const courses = page.getByRole('list', { name: 'Courses of Certificate in Pharmacovigilance' });
  await expect(courses.getByRole('heading')).toHaveText([
    'Principles of Pharmacovigilance',
    'Adverse Drug Reaction Reporting',
    'Signal Detection and Risk Management',
  ]);
  await expect(courses.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '42');
  // Axe judges the page as it settles: Schedule Exam is disabled until its form has arrived, and a
  // button fading to enabled while axe reads it has neither colour.
  await expect(page.getByRole('button', { name: 'Schedule Exam' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
});

test('Overall Program Feedback: answered once, then already submitted; disabled where the admin said so', async ({
  page,
}) => {
  await signIn(page, demo.learner);
  await page.goto('/myPrograms');
  const open = (title: string) =>
    page.getByRole('button', { name: `Overall Program Feedback for ${title}` }).click();

  await open('Certificate in Pharmacovigilance');
  const dialog = page.getByRole('dialog', { name: 'Overall Program Feedback' });
  const questions = dialog.getByRole('radiogroup');
  await expect(questions).toHaveCount(6);
  await expectNoSeriousAxeViolations(page);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const answers = ['Strongly Agree', 'Agree', 'Agree', 'Disagree', 'Not Applicable', 'Strongly Agree'];
  for (const [index, answer] of answers.entries()) {
    await questions.nth(index).getByRole('radio', { name: answer, exact: true }).check();
  }
  await submit.click();
  await expect(dialog.getByText('Feedback submitted successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open('Certificate in Pharmacovigilance');
  await expect(dialog.getByText('Feedback already submitted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open('Diploma in Healthcare Management');
  await expect(dialog.getByText('Feedback is disabled from Admin')).toBeVisible();

  // The server keeps the rule whatever the page does.
  const again = await page.request.post('/api/updatefeedback', {
    data: {
      oid: demo.oid,
      eid: demo.learner.email,
      obid: 'cert-pv-2026',
      response: [
        'cert-pv-fb1',
        'cert-pv-fb2',
        'cert-pv-fb3',
        'cert-pv-fb4',
        'cert-pv-fb5',
        'cert-pv-fb6',
      ].map((qid) => ({ qid, answer: 1 })),
    },
  });
  expect(again.status()).toBe(409);
});

test('the program information tabs show the program, its syllabus, announcements and schedule', async ({
  page,
}) => {
  await signIn(page, demo.learner);
  await page.goto('/myPrograms');
  const pv = programCard(page, 'Certificate in Pharmacovigilance');

  await pv.getByRole('link', { name: 'Program Info' }).click();
  await expect(page).toHaveURL(/\/myPrograms\/programinfo\?tab=0$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' }),
  ).toBeVisible();
  await expect(page.getByText('Dr. Meera Raghavan')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Syllabus' }).click();
  await expect(page).toHaveURL(/tab=4$/);
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Principles of Pharmacovigilance' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(page).toHaveURL(/tab=5$/);
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Academic Schedule' }).click();
  await expect(page).toHaveURL(/tab=6$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Principles of Pharmacovigilance');
  await expect(table.getByRole('row').nth(1)).toContainText('Weeks 1–4');
  await expect(table.getByRole('row').nth(1)).toContainText('01 Jul 2026 – 28 Jul 2026');
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a learner with no programs is pointed to the catalogue', async ({ page }) => {
  await signInThroughUi(page, demo.empty);
  await expect(page.getByRole('heading', { name: 'You have no programs yet' })).toBeVisible();
  const browse = page.getByRole('link', { name: 'Browse the programme catalogue' });
  await expect(browse).toHaveAttribute('href', '/allPrograms');
  await expectNoSeriousAxeViolations(page);
  await browse.click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Programs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Certificate in Pharmacovigilance' }).first()).toBeVisible();
  await expect(page.getByText('Enrolled', { exact: true })).toHaveCount(0);
  // Without a current program the course topics fall back to the dashboard.
  await page.goto('/MyPrograms/programs');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('at 360 px wide My Programs and the program information do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.learner);
  await page.goto('/myPrograms');
  await expect(programCard(page, 'Certificate in Pharmacovigilance')).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await programCard(page, 'Certificate in Pharmacovigilance')
    .getByRole('link', { name: 'Academic Schedule' })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  // The tabs scroll sideways at this width: bring the first one back into view before choosing it.
  const programInfo = page.getByRole('tab', { name: 'Program Info' });
  await expect(async () => {
    await programInfo.scrollIntoViewIfNeeded();
    await programInfo.click();
    await expect(programInfo).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('Dr. Meera Raghavan')).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
});
