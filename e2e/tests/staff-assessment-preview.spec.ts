import { expect, type Page } from '@playwright/test';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 3 (ADR 0099): an admin opens an assessment from its editor and takes it as a learner
// would, by keyboard, before its window opens: the learner's own question views, the marking a
// submission would get and the learner's answers view. Nothing is recorded (server test).

async function openPreview(page: Page, assessid: string): Promise<void> {
  await page.goto(`/staff/quizzes/assessment/${assessid}`);
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: `Assessment ${assessid}`, level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Preview as a learner' }), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Preview of ${assessid}`, level: 1 })).toBeVisible();
  await expect(
    page.getByText('Nothing you answer is recorded, no file is sent and no clock runs.'),
  ).toBeVisible();
}

test('an admin previews an assessment before its window, sees the score a learner would get and the answers view', async ({
  newPage,
}) => {
  test.setTimeout(120_000);
  const page = await newPage();
  await openPreview(page, 'cert-pv-2026-final');
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
  await checkStaffScreen(page);

  await tabTo(page, page.getByRole('radio', { name: 'definite' }), 40);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2/3' })).toBeVisible();
  for (const option of [
    'A label change',
    'A Dear Healthcare Professional letter',
    'Withdrawal of the product',
  ]) {
    await tabTo(page, page.getByRole('checkbox', { name: option }));
    await page.keyboard.press('Space');
  }
  // The learner's grid of questions: 1 and 2 answered, 3 not.
  const grid = page.getByRole('navigation', { name: 'Questions' });
  await expect(grid.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await tabTo(page, grid.getByRole('button', { name: 'Question 3, not answered' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 3/3' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Your answer' }));
  await page.keyboard.type('Train the ward pharmacists and put a reporting form on every ward.');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'On submission, a learner would score 100%.' })
      .filter({ hasText: 'Descriptive and file answers count once staff mark them.' }),
  ).toBeVisible();
  await expect(page.getByText('Your Answer definite')).toBeVisible();
  await expect(page.getByText('Right answer')).toBeVisible();
  await checkStaffScreen(page);

  await tabTo(page, page.getByRole('button', { name: 'Start again' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'definite' })).not.toBeChecked();
});

test('an assignment in preview keeps a chosen file by its name, sends nothing, and is not scored', async ({
  newPage,
}) => {
  test.setTimeout(120_000);
  const page = await newPage();
  await openPreview(page, 'cert-pv-2026-case-assignment');
  const next = page.getByRole('button', { name: 'Next' });
  // As for a learner, an assignment's question must be answered before the next.
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Day 10 fever and peeling skin.');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Question 2/4' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Certain' }).selectOption({ index: 3 });
  await next.click();
  await page.getByRole('radio', { name: 'True' }).check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Question 4/4' })).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' || /Presigned|upload/i.test(request.url())) uploads.push(request.url());
  });
  await page.locator('input[type=file]').setInputFiles({
    name: 'form.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText('Uploaded: form.pdf')).toBeVisible();
  expect(uploads).toEqual([]);
  await checkStaffScreen(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An assignment gets no score on submission.' }),
  ).toBeVisible();
  await checkStaffScreen(page);
});
