import { expect, type Page } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 25 item 1 (ADR 0089): an admin adds a course to a demo programme as a draft, then adds a unit
// with a YouTube object and a quiz object to a course the demo learner's batch runs, reorders them by
// keyboard and publishes; the learner's course outline shows the new unit. Last, the unit is retired
// and published again, so the demo is as it was for learners.

const pid = 'dip-hcm';
const bcid = 'dip-hcm-2026-hcm103';
const courseTitle = 'Healthcare Quality and Patient Safety';

// A retry finds the first attempt's unit in the draft: each attempt builds a unit of its own.
const unitTitle = `Journey unit ${Date.now() % 1_000_000}`;
const unitCard = (page: Page) => page.getByRole('region', { name: unitTitle });
const objectTitles = (page: Page) => unitCard(page).getByRole('listitem').locator('p').first();

async function learnerOutline(page: Page) {
  await page.goto(`/coursePlayer?course=${bcid}`);
  return page.getByRole('navigation', { name: 'Course outline' });
}

test('an admin drafts a course, builds a unit of a running course, reorders it by keyboard and publishes it to learners', async ({
  newPage,
}) => {
  test.setTimeout(300_000);
  const page = await newPage();
  await page.goto(`/staff/catalogue/${pid}/courses`);
  await signInAsStaff(page, demoStaff.admin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Courses of Diploma in Healthcare Management' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: courseTitle })).toBeVisible();
  await checkStaffScreen(page);

  // A new course is a draft: learners have nothing of it.
  const newTitle = `Journey course ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(newTitle);
  await page.getByRole('textbox', { name: 'Duration in weeks' }).fill('2');
  await page.getByRole('textbox', { name: 'Description' }).fill('<p>Made in the journey</p>');
  await page.getByRole('button', { name: 'Create the course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('Never published: learners have nothing of this course yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the programme’s courses' }).click();
  const listed = page.getByRole('listitem').filter({ hasText: newTitle });
  await expect(listed.getByText('Draft, never published')).toBeVisible();

  // A course the demo learner's batch runs: a unit with a YouTube object and a quiz object.
  await page.getByRole('link', { name: courseTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'New unit' });
  await unitDialog.getByRole('textbox', { name: 'Unit name' }).fill('Unit 5: Journey');
  await unitDialog.getByRole('textbox', { name: 'Title' }).fill(unitTitle);
  await unitDialog.getByRole('textbox', { name: 'Duration in minutes' }).fill('10');
  await unitDialog.getByRole('button', { name: 'Save' }).click();
  await expect(unitDialog).toBeHidden();
  await expect(unitCard(page).getByText('No object yet.')).toBeVisible();

  await unitCard(page)
    .getByRole('button', { name: `Add an object to ${unitTitle}` })
    .click();
  const objectDialog = page.getByRole('dialog', { name: 'New learning object' });
  await objectDialog.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'YouTube' }).click();
  await objectDialog.getByRole('textbox', { name: 'Title' }).fill('Journey video');
  // An address of another site is refused, naming the field; the dialog keeps what was typed.
  await objectDialog.getByRole('textbox', { name: 'Address on YouTube' }).fill('https://vimeo.com/76979871');
  await objectDialog.getByRole('button', { name: 'Save' }).click();
  await expect(objectDialog.getByText('Give an address of the video site this object names.')).toBeVisible();
  await objectDialog
    .getByRole('textbox', { name: 'Address on YouTube' })
    .fill('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  await objectDialog.getByRole('button', { name: 'Save' }).click();
  await expect(objectDialog).toBeHidden();

  await unitCard(page)
    .getByRole('button', { name: `Add an object to ${unitTitle}` })
    .click();
  await objectDialog.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'Quiz' }).click();
  await objectDialog.getByRole('textbox', { name: 'Title' }).fill('Journey quiz');
  await objectDialog.getByRole('combobox', { name: /^Quiz/ }).click();
  await page.getByRole('option', { name: 'hcm-practice-quiz (2 questions)' }).click();
  await objectDialog.getByRole('button', { name: 'Save' }).click();
  await expect(objectDialog).toBeHidden();
  await expect(objectTitles(page)).toHaveText('Journey video');

  // The keyboard alone reorders: the drag handle (Space, an arrow, Space), then the Down and Up buttons.
  const handle = unitCard(page).getByRole('button', { name: 'Drag Journey quiz' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(objectTitles(page)).toHaveText('Journey quiz');
  const quizDown = unitCard(page).getByRole('button', { name: 'Move Journey quiz down' });
  await tabTo(page, quizDown, 3);
  await page.keyboard.press('Enter');
  await expect(objectTitles(page)).toHaveText('Journey video');
  const quizUp = unitCard(page).getByRole('button', { name: 'Move Journey quiz up' });
  await quizUp.focus();
  await page.keyboard.press('Enter');
  await expect(objectTitles(page)).toHaveText('Journey quiz');

  const changes = page.getByTestId('draft-changes');
  await expect(changes.getByText(/^\d+ units? added$/)).toBeVisible();
  await expect(changes.getByText(/^\d+ objects added$/)).toBeVisible();
  await checkStaffScreen(page);
  // From the top of the page, as a keyboard user starts.
  await page.getByRole('link', { name: 'Back to the programme’s courses' }).focus();
  const publish = page.getByRole('button', { name: 'Publish' });
  await tabTo(page, publish, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Published: learners have this course as it is now.')).toBeVisible();

  // The demo learner, whose batch runs the course, has the new unit with its objects in that order.
  const learner = await newPage();
  await signInAs(learner, demo.learner);
  const outline = await learnerOutline(learner);
  await expect(outline.getByText(unitTitle)).toBeVisible();
  const quizLink = outline.getByRole('link', { name: /^Journey quiz/ });
  const videoLink = outline.getByRole('link', { name: /^Journey video/ });
  await expect(quizLink).toBeVisible();
  const [quizBox, videoBox] = [await quizLink.boundingBox(), await videoLink.boundingBox()];
  expect(quizBox?.y ?? 0).toBeLessThan(videoBox?.y ?? 0);

  // Retired and published again: learners no longer have it (their progress in it would be kept).
  await unitCard(page)
    .getByRole('button', { name: `Retire ${unitTitle}` })
    .click();
  await expect(changes.getByText(/^\d+ units? retired$/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: learners have this course as it is now.')).toBeVisible();
  await learnerOutline(learner);
  await expect(learner.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
  await expect(learner.getByText(unitTitle)).toHaveCount(0);
});
