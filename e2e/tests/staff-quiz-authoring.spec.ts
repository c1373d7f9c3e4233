import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 3 (ADR 0091): an admin makes a question bank, imports questions from a CSV with one
// bad row (reported, nothing imported) and then without it, builds a quiz of several answer types by
// keyboard, adds the bank's questions, saves it and takes it as a learner would in the preview.

const header = 'type,question,option 1,option 2,option 3,option 4,option 5,option 6,correct,marks';

/** Moves to `field` by Tab, as a keyboard user does, and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string, presses = 40): Promise<void> {
  await tabTo(page, field, presses);
  await page.keyboard.type(text);
}

/** Opens an MUI select by keyboard and picks `option`. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select, 40);
  await page.keyboard.press('Enter');
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(option);
}

test('an admin imports questions, builds a quiz of several types by keyboard and previews it as a learner', async ({
  newPage,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const page = await newPage();
  await page.goto('/staff/quizzes');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Quizzes and assessments', level: 1 })).toBeVisible();
  await checkStaffScreen(page);

  // A bank, by keyboard.
  await typeInto(page, page.getByRole('textbox', { name: 'Bank name' }), `Dosage forms ${stamp}`, 80);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: `Question bank: Dosage forms ${stamp}`, level: 1 }),
  ).toBeVisible();

  // A spreadsheet with one bad row: reported with its row and column, nothing imported.
  const file = page.getByLabel('Spreadsheet (CSV or XLSX)');
  const csv = (rows: string[]) => ({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await file.setInputFiles(
    csv([
      '1,Which is solid?,Tablet,Syrup,,,,,1,1',
      '1,Two right answers?,Yes,No,,,,,1;2,1',
      '7,Describe a capsule.,,,,,,,,1',
    ]),
  );
  await tabTo(page, page.getByRole('button', { name: 'Import', exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nothing was imported: 1 problem to correct.' }),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems in the spreadsheet' });
  await expect(
    problems.getByRole('row', { name: '3 correct a single choice question has exactly one correct option' }),
  ).toBeVisible();
  await expect(page.getByText('This bank has no questions yet.')).toBeVisible();
  await checkStaffScreen(page);

  await file.setInputFiles(
    csv(['1,Which is solid?,Tablet,Syrup,,,,,1,1', '3,Which are liquids?,Syrup,Elixir,Tablet,,,,1;2,1']),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 questions imported.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit question 2' })).toBeVisible();

  // A new quiz of several answer types, by keyboard.
  const quizid = `pv-authored-${stamp}`;
  await page.goto('/staff/quizzes/quiz');
  await expect(page.getByRole('heading', { name: 'New quiz', level: 1 })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Quiz id' }), quizid, 80);
  await choose(page, page.getByRole('combobox', { name: 'Quiz type' }), '2 · Formative with cutoff');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Cutoff (%)' }), '50');

  await tabTo(page, page.getByRole('button', { name: 'Add a question' }));
  await page.keyboard.press('Enter');
  const first = page.getByRole('group', { name: 'Question 1' });
  await typeInto(page, first.getByRole('textbox', { name: 'Question text' }), 'What does ADR stand for?');
  await typeInto(
    page,
    first.getByRole('textbox', { name: 'Option 1', exact: true }),
    'Adverse drug reaction',
  );
  await typeInto(page, first.getByRole('textbox', { name: 'Option 2', exact: true }), 'Average daily rate');

  await tabTo(page, page.getByRole('button', { name: 'Add a question' }), 60);
  await page.keyboard.press('Enter');
  const second = page.getByRole('group', { name: 'Question 2' });
  await choose(page, second.getByRole('combobox', { name: 'Answer type' }), 'Multiple choice');
  await typeInto(page, second.getByRole('textbox', { name: 'Question text' }), 'Which are reporting forms?');
  await typeInto(page, second.getByRole('textbox', { name: 'Option 1', exact: true }), 'Suvarna');
  await typeInto(page, second.getByRole('textbox', { name: 'Option 2', exact: true }), 'CIOMS');
  await tabTo(page, second.getByRole('checkbox', { name: 'Option 2 is right' }));
  await page.keyboard.press('Space');

  await tabTo(page, page.getByRole('button', { name: 'Add a question' }), 60);
  await page.keyboard.press('Enter');
  const third = page.getByRole('group', { name: 'Question 3' });
  await choose(page, third.getByRole('combobox', { name: 'Answer type' }), 'Matching');
  await typeInto(page, third.getByRole('textbox', { name: 'Question text' }), 'Match each term');
  await typeInto(page, third.getByRole('textbox', { name: 'Option 1', exact: true }), 'Dechallenge');
  await typeInto(page, third.getByRole('textbox', { name: 'Match for item 1' }), 'Stopping the medicine');
  await typeInto(page, third.getByRole('textbox', { name: 'Option 2', exact: true }), 'Rechallenge');
  await typeInto(page, third.getByRole('textbox', { name: 'Match for item 2' }), 'Giving it again');

  await choose(
    page,
    page.getByRole('combobox', { name: 'Question bank' }),
    `Dosage forms ${stamp} (2 questions)`,
  );
  await tabTo(page, page.getByRole('button', { name: "Add the bank's questions" }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Question 5' })).toBeVisible();
  await checkStaffScreen(page);

  await tabTo(page, page.getByRole('button', { name: 'Save quiz' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/staff/quizzes/quiz/${quizid}$`));
  await expect(page.getByRole('heading', { name: `Quiz ${quizid}`, level: 1 })).toBeVisible();

  // The preview: the learner's questions, one at a time, scored by the server, nothing recorded.
  await tabTo(page, page.getByRole('link', { name: 'Preview as a learner' }), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Preview of ${quizid}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing you answer is recorded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1/5' })).toBeVisible();
  await checkStaffScreen(page);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await tabTo(page, page.getByRole('radio', { name: 'Adverse drug reaction' }));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2/5' })).toBeVisible();
  // Both are right: option 1 starts ticked, and option 2 was ticked too.
  await tabTo(page, page.getByRole('checkbox', { name: 'Suvarna' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'CIOMS' }));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 3/5' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: /Dechallenge/ }), 'Stopping the medicine');
  await choose(page, page.getByRole('combobox', { name: /Rechallenge/ }), 'Giving it again');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: 'Tablet' }));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 5/5' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: 'Syrup' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Elixir' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Score: 100%.' })).toBeVisible();
  await checkStaffScreen(page);
});
