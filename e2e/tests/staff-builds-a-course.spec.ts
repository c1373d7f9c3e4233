import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { zipOfFolder } from '../../apps/server/test/scorm-packages.ts';
import { repoRoot } from '../support/aula-server.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { demoStaff, signInAsStaff } from '../support/staff-session.ts';
import { createConfirmedAccount } from './auth-support.ts';

// Issue 25's done-when journey: the demo admin builds a self-paced programme in the browser (a course
// with a unit of a PDF and a SCORM 1.2 package, both uploaded there), gives it a batch and publishes it;
// a new learner starts it from its page, studies both objects and completes the course; the admin finds
// the completion in the progress report and exports it as CSV. Every run makes its own programme and
// learner; the programme is published while it runs, so the journey runs after the learners' (see
// playwright.config.ts), and retired at the end.

const stamp = Date.now().toString(36);
const pid = `e2e-build-${stamp}`;
const programmeName = `Medication Safety ${stamp}`;
const courseTitle = `Safe prescribing ${stamp}`;
const unitTitle = `Reporting an error ${stamp}`;
const pdfTitle = 'Reading: the incident form';
const scormTitle = 'Medication safety check';

/** A day at the university (Asia/Kolkata), `days` from today, as a date field takes it. */
function universityDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

/** Presses the upload button of the object dialog and gives the chooser `file`. */
async function upload(
  dialog: Locator,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = dialog.page().waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
  await expect(
    dialog.getByRole('status').filter({ hasText: `${file.name} was checked and kept.` }),
  ).toBeVisible();
}

async function addObject(page: Page, kind: string, title: string, file: Parameters<typeof upload>[2]) {
  await page
    .getByRole('region', { name: unitTitle })
    .getByRole('button', { name: `Add an object to ${unitTitle}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New learning object' });
  await dialog.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await upload(dialog, `Upload the ${kind}`, file);
  await expect(dialog.getByRole('textbox', { name: `Address of the ${kind} file` })).toHaveValue(
    /^course-files\//,
  );
  return dialog;
}

/** The admin's part up to the published programme: course, unit, both objects, texts, batch. */
async function buildProgramme(page: Page) {
  await page.goto('/staff/catalogue');
  await signInAsStaff(page, demoStaff.admin);
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await page.getByLabel('Programme id').fill(pid);
  await page.getByRole('textbox', { name: 'Name' }).fill(programmeName);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { name: `Programme ${pid}`, level: 1 })).toBeVisible();

  // The course, built in the course builder.
  await page.getByRole('link', { name: 'The programme’s courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Courses of ${pid}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(courseTitle);
  await page.getByRole('textbox', { name: 'Duration in weeks' }).fill('2');
  await page.getByRole('textbox', { name: 'Description' }).fill('<p>How to report a medication error.</p>');
  await page.getByRole('button', { name: 'Create the course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();

  await page.getByRole('button', { name: 'Add a unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'New unit' });
  await unitDialog.getByRole('textbox', { name: 'Unit name' }).fill('Unit 1: Errors');
  await unitDialog.getByRole('textbox', { name: 'Title' }).fill(unitTitle);
  await unitDialog.getByRole('textbox', { name: 'Duration in minutes' }).fill('20');
  await unitDialog.getByRole('button', { name: 'Save' }).click();
  await expect(unitDialog).toBeHidden();

  const pdf = await addObject(page, 'PDF', pdfTitle, {
    name: `incident-form-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: await readFile(join(repoRoot, 'content/demo/media/pdf/pd101-study-guide.pdf')),
  });
  await pdf.getByRole('button', { name: 'Save' }).click();
  await expect(pdf).toBeHidden();

  const scorm = await addObject(page, 'SCORM package', scormTitle, {
    name: `medication-safety-${stamp}.zip`,
    mimeType: 'application/zip',
    buffer: await zipOfFolder('authoring-tool-12'),
  });
  await expect(scorm.getByText('SCORM version: 1.2')).toBeVisible();
  await expect(scorm.getByText('1 SCO:')).toBeVisible();
  await scorm.getByRole('button', { name: 'Save' }).click();
  await expect(scorm).toBeHidden();

  const unit = page.getByRole('region', { name: unitTitle });
  await expect(unit.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: learners have this course as it is now.')).toBeVisible();

  // The programme's texts (the course is in its curriculum since its publish), self-paced.
  await page.getByRole('link', { name: 'Back to the programme’s courses' }).click();
  await page.getByRole('link', { name: 'Back to the programme', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Programme ${pid}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(courseTitle);
  await page.getByLabel('Title (plain text)').fill(programmeName);
  await page.getByRole('textbox', { name: 'Image', exact: true }).fill('images/programs/cert-pv.svg');
  await page.getByRole('combobox', { name: /^Admission/ }).click();
  await page.getByRole('option', { name: 'Start at once (self-paced)' }).click();
  await page.getByLabel('Duration').fill('2 weeks');
  await page.getByRole('textbox', { name: 'Format', exact: true }).fill('Online, self-paced');
  await page.getByLabel('Credits').fill('2');
  await page.getByLabel('Overview').fill('<p>Report medication errors the safe way.</p>');
  await page.getByLabel('Features').fill('<ul><li>A reading and a check</li></ul>');
  await page.getByLabel('Outcomes').fill('<p>File an incident report.</p>');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The programme’s details are saved.' }),
  ).toBeVisible();

  // A batch running today, offered by the catalogue, running the course.
  await page.getByRole('button', { name: 'New batch' }).click();
  await page.getByLabel('Batch title').fill(`Intake ${stamp}`);
  await page.getByLabel('First day').fill(universityDay(-7));
  await page.getByLabel('Last day').fill(universityDay(180));
  await page.getByLabel('The batch the catalogue offers').check();
  await page.getByRole('button', { name: 'Save batch' }).click();
  await expect(page.getByRole('heading', { name: `Intake ${stamp}`, level: 3 })).toBeVisible();
  await page.getByLabel('Course of the curriculum').click();
  await page.getByRole('option', { name: courseTitle }).click();
  await page.getByRole('button', { name: 'Add to the batch' }).click();
  await expect(page.getByRole('button', { name: `Remove ${courseTitle}` })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the public catalogue offers its current batch.')).toBeVisible();
}

/** The player frames the launcher, the launcher the package's frameset, the frameset its lesson. */
function lessonFrame(page: Page) {
  return page
    .frameLocator(`iframe[title="${scormTitle}"]`)
    .frameLocator(`iframe[title="${scormTitle}"]`)
    .frameLocator('frame[name="content"]');
}

/** A new learner, on a page of their own, starts the programme from its page and studies the course. */
async function studyCourse(page: Page) {
  const learner = await createConfirmedAccount(page.request, 'builds-a-course');
  await signInAs(page, learner);
  await page.goto(`/myProg/${pid}/0`);
  await page.getByRole('button', { name: `Start: ${programmeName}` }).click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
  await page.getByRole('link', { name: courseTitle }).click();
  await page.getByRole('link', { name: 'Start', exact: true }).click();

  // The PDF: drawn by pdf.js, then Mark Complete (five seconds after it opened) leads to the package.
  await expect(page.getByRole('heading', { level: 2, name: pdfTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Page 1 of \\d+ of ${pdfTitle}$`) })).toBeVisible({
    timeout: 30_000,
  });
  const markComplete = page.getByRole('button', { name: 'Mark Complete' });
  await expect(markComplete).toBeVisible();
  await markComplete.click();

  // The package runs unchanged in the launcher; its passed report completes the object and the course.
  await expect(page.getByRole('heading', { level: 2, name: scormTitle })).toBeVisible();
  const lesson = lessonFrame(page);
  await expect(lesson.getByRole('heading', { name: 'Medication safety check' })).toBeVisible();
  await lesson.getByRole('button', { name: 'Next' }).click();
  await lesson.getByRole('radio', { name: 'Any health professional or patient' }).check();
  await lesson.getByRole('radio', { name: 'No, a suspicion is enough' }).check();
  await lesson.getByRole('button', { name: 'Submit answers' }).click();
  await expect(lesson.getByText('You scored 100%. You passed.')).toBeVisible();
  await expect(page.getByText('You have completed this course.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await page.context().close();
}

test('an admin builds and publishes a course of a PDF and a SCORM 1.2 package; a learner completes it; the report shows it', async ({
  newPage,
}) => {
  test.setTimeout(420_000);
  const admin = await newPage();
  await buildProgramme(admin);
  await studyCourse(await newPage());

  // The progress report, from the programmes down to the batch's course.
  await admin
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Enrolment, progress and completion' });
  await table.getByRole('button', { name: programmeName }).click();
  await table.getByRole('button', { name: `Intake ${stamp}` }).click();
  const course = table.getByRole('row').filter({ hasText: courseTitle });
  // Enrolled, started, completed, completed (%), median progress: the new learner alone, done.
  await expect(course.getByRole('cell')).toHaveText(['1', '1', '1', '100%', '100%']);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toEqual([
    'Course,Enrolled,Started,Completed,Completed (%),Median progress (%)',
    `${courseTitle},1,1,1,100,100`,
  ]);

  // Retired, the programme leaves the public catalogue as it was; the learner keeps their studies.
  await admin
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Catalogue', exact: true })
    .click();
  await admin.getByRole('link', { name: programmeName }).click();
  await admin.getByRole('button', { name: 'Retire' }).click();
  await expect(
    admin.getByText('Retired: out of the catalogue; enrolled learners keep their studies.'),
  ).toBeVisible();
});
