import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 8 (ADR 0085): the admin opens the reports, steps down from the programmes to the
// demo learner's batch of the Diploma in Healthcare Management, where the demo learner is the one who
// completed Health Systems and Policy (other journeys may enrol a learner who has not), exports those rows
// as CSV, then opens an assessment's report.

test("the admin sees the demo learner's completion in the progress report and exports it as CSV", async ({
  newPage,
}) => {
  test.setTimeout(180_000);
  const page = await newPage();
  await page.goto('/staff/reports');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Enrolment, progress and completion' });
  // The way down by keyboard alone: the programme's link, then Enter.
  const programme = table.getByRole('button', { name: 'Diploma in Healthcare Management' });
  await tabTo(page, programme, 60);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Batch' })).toBeVisible();
  await table.getByRole('button', { name: 'July 2026 intake' }).click();
  await expect(table.getByRole('columnheader', { name: 'Course' })).toBeVisible();
  const course = table.getByRole('row').filter({ hasText: 'Health Systems and Policy' });
  const cells = course.getByRole('cell');
  await expect(cells).toHaveCount(5);
  await expect(cells.nth(2)).toHaveText('1');
  const [enrolled, started, , completedShare, median] = await cells.allInnerTexts();
  expect(Number(enrolled)).toBeGreaterThanOrEqual(1);
  expect(completedShare).toBe(`${Math.round(100 / Number(enrolled))}%`);
  await expect(page.getByRole('figure', { name: 'Completion' })).toBeVisible();
  await checkStaffScreen(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^progress-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Course,Enrolled,Started,Completed,Completed (%),Median progress (%)');
  expect(lines).toContain(
    ['Health Systems and Policy', enrolled, started, '1', completedShare, median]
      .map((cell) => cell?.replace('%', ''))
      .join(','),
  );
  // The table's rows, its heading row included: the CSV's header and rows.
  expect(lines).toHaveLength(await table.getByRole('row').count());

  // The assessment report: a taught assessment's score bands and its questions, each with its table.
  await page.getByRole('tab', { name: 'Assessments' }).click();
  await page.getByRole('combobox', { name: 'Assessment' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('figure', { name: 'Scores of the submitted attempts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Item analysis' })).toBeVisible();
  await checkStaffScreen(page);
});
