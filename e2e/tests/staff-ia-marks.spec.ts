import { expect, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff } from '../support/staff-session.ts';

// Issue 24 item 7: the instructor of pv101 adds an IA component, enters a mark in the grid and
// publishes it; the learner, in a browser context of their own, sees it on /iamarks and raises a
// concern; the instructor answers it and the learner sees the answer, the concern closed (ADR 0076).

const program = 'Certificate in Pharmacovigilance';
const course = 'Principles of Pharmacovigilance';

/** The learner's row of component `name` on /iamarks (after a reload, which reads the server again). */
async function learnersMark(page: Page, name: string) {
  await page.goto('/iamarks');
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  const row = page.getByRole('region', { name: course }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  return row;
}

test('the instructor enters and publishes IA marks, the learner raises a concern, the instructor answers it', async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const name = `Journey check ${Date.now()}`;
  const staff = await newPage();
  await staff.goto('/staff/ia-marks');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/ia-marks/);
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance — July 2026 intake/ }).click();

  await staff.getByRole('button', { name: 'Add component' }).click();
  const add = staff.getByRole('dialog', { name: 'Add a component' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('textbox', { name: 'Maximum marks' }).fill('10');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const learnerRow = staff.getByRole('row').filter({ hasText: demo.learner.email });
  const mark = learnerRow.getByRole('textbox', { name: new RegExp(`^${name} marks for`) });
  await mark.fill('11');
  await expect(staff.getByText('Must be from 0 to 10.')).toBeVisible();
  await mark.fill('8.5');
  await mark.press('Enter');
  await expect(staff.getByText('1 unsaved change')).toBeVisible();
  await staff.getByRole('button', { name: 'Save marks' }).click();
  await expect(staff.getByText('Marks saved.')).toBeVisible();
  await expect(mark).toHaveValue('8.5');
  await checkStaffScreen(staff);

  await staff.getByRole('button', { name: `Publish ${name}` }).click();
  const publish = staff.getByRole('dialog', { name: `Publish ${name}?` });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();
  await expect(staff.getByRole('button', { name: `Publish ${name}` })).toHaveCount(0);

  const learner = await newPage();
  await signInAs(learner, demo.learner);
  let row = await learnersMark(learner, name);
  await expect(row).toContainText('8.5 / 10');
  await row.getByRole('button', { name: `Raise Concern about ${name}` }).click();
  await expect(row).toContainText('Concern raised');

  await staff.getByRole('tab', { name: 'Concerns' }).click();
  const concern = staff.getByRole('article').filter({ hasText: name });
  await concern.getByRole('textbox', { name: /^Answer to/ }).fill('Rechecked with the rubric: 8.5 stands.');
  await concern.getByRole('button', { name: 'Send answer' }).click();
  await expect(concern.getByText('Answered, closed')).toBeVisible();
  await expect(concern.getByText('Rechecked with the rubric: 8.5 stands.')).toBeVisible();
  await checkStaffScreen(staff);

  row = await learnersMark(learner, name);
  await expect(row).toContainText('Concern answered');
  await expect(row).toContainText('Rechecked with the rubric: 8.5 stands.');
  await expect(row).toContainText('This concern is closed.');
  await expect(row.getByRole('button', { name: `No Concern about ${name}` })).toBeDisabled();
});
