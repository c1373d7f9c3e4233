import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// /iamarks. The demo learner's semester 1 marks in Pharmacovigilance: pv101's became visible 10 hours
// before the server's first start (answer window open), pv102's 72 hours before (closed).

const program = 'Certificate in Pharmacovigilance';
const openCourse = 'Principles of Pharmacovigilance';
const closedCourse = 'Adverse Drug Reaction Reporting';

test('the demo learner raises a concern in the open window; the closed one offers no answer', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/iamarks');
  await expect(page.getByRole('heading', { level: 1, name: 'IA Marks' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  await expect(page.getByRole('combobox', { name: 'Semester' })).toHaveValue('1');

  const open = page.getByRole('region', { name: openCourse });
  await expect(open.getByRole('columnheader', { name: 'IA Names' })).toBeVisible();
  await expect(open.getByRole('columnheader', { name: 'Marks Scored' })).toBeVisible();
  await expect(open.getByRole('columnheader', { name: 'Concern Status' })).toBeVisible();
  await expect(open.getByRole('row', { name: /IA 1 - Written test/ })).toContainText('21 / 25');
  const raise = open.getByRole('button', { name: 'Raise Concern about IA 1 - Written test' });
  await expect(raise).toBeEnabled();
  await raise.click();
  await expect(raise).toHaveAttribute('aria-pressed', 'true');
  await expect(open.getByRole('row', { name: /IA 1 - Written test/ })).toContainText('Concern raised');

  const closed = page.getByRole('region', { name: closedCourse });
  await expect(closed.getByRole('button', { name: /^Raise Concern about/ }).first()).toBeDisabled();
  await expect(closed.getByRole('button', { name: /^No Concern about/ }).first()).toBeDisabled();
  await expect(closed.getByText('The 48-hour window has closed.').first()).toBeVisible();
  await expect(
    page.getByText(
      'Note: The Raise Concern and No Concern options are available only for 48 hours from the time of visibility.',
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  await expect(
    page.getByRole('region', { name: openCourse }).getByRole('row', { name: /IA 1 - Written test/ }),
  ).toContainText('Concern raised');
});

test('the server refuses an answer after the 48-hour window', async ({ page }) => {
  await signInAs(page, demo.learner);
  const response = await page.request.post('/api/updateIaConcern', {
    data: {
      oid: demo.oid,
      eid: demo.learner.email,
      bpid: 'cert-pv-2026',
      iaid: 'cert-pv-2026-pv102-ia1',
      concern: 'raised',
    },
  });
  expect(response.status()).toBe(409);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
    'The 48-hour window to respond to these marks has closed.',
  );
});

test('the empty learner is told there is no program to show marks of', async ({ page }) => {
  await signInAs(page, demo.empty);
  await page.goto('/iamarks');
  await expect(page.getByText('You are not enrolled in any program yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px the IA marks fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, demo.learner);
  await page.goto('/iamarks');
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  await expect(page.getByRole('region', { name: openCourse })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
