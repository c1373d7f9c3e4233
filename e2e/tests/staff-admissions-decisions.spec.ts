import { expect, type Page } from '@playwright/test';
import { applyThroughWizard, programCard } from '../support/application-wizard.ts';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import {
  checkStaffScreen,
  demoStaff,
  enterStaffPassword,
  signInAsStaff,
  tabTo,
  totpCode,
} from '../support/staff-session.ts';
import { createConfirmedAccount, latestMail } from './auth-support.ts';

// A counsellor's decisions on an application (issue 23): a fresh learner applies to the PG Diploma in
// Clinical Research; its counsellor returns the application with a message (by keyboard alone), the
// learner edits and resubmits it, the counsellor approves it (by mouse), the learner sees Approved and
// Start and the mail, and the admin's audit log shows both decisions. A counsellor of another programme
// sees nothing of it, and no one reaches /staff without the second factor. The demo counsellors sign in
// in this file only; the admin is shared with staff-admissions.spec.ts (signInAsStaff takes the next
// code when that journey took this one).

test.describe.configure({ mode: 'serial' });

const programme = 'PG Diploma in Clinical Research';
const answers = { firstName: 'Abena', lastName: 'Journey', work: 'Clinical trial assistant, 3 years' };
const returnMessage = 'Please describe your clinical research work: the trials and your role in them.';
const editedWork = 'Clinical trial assistant at Korle Bu, 3 years: two phase III vaccine trials';

/** The application the first journey made (its applicant's account), for the scope's journey to look for. */
const made = { email: '', name: '', applicationid: '' };

/** The queue's search, submitted as a counsellor does (Enter in the field). */
async function searchQueue(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Name, e-mail or application id' });
  await search.fill(text);
  await search.press('Enter');
}

function focusIsWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (css) => document.querySelector(css)?.contains(document.activeElement) ?? false,
    selector,
  );
}

test('the counsellor returns an application by keyboard, the learner resubmits it, the counsellor approves it', async ({
  newPage,
}) => {
  test.setTimeout(300_000);

  // A fresh learner applies through the wizard with real uploads.
  const learnerPage = await newPage();
  const learner = await createConfirmedAccount(learnerPage.request, 'applicant');
  made.email = learner.email;
  made.name = learner.name;
  // The queue names the applicant by their account.
  const applicant = learner.name;
  await signInAs(learnerPage, learner);
  await applyThroughWizard(learnerPage, { programme, tab: 'Post Graduate', answers });

  // The programme's counsellor signs in with the app's code and finds the application by e-mail.
  const counsellorPage = await newPage();
  await counsellorPage.goto('/staff/admissions');
  await expect(counsellorPage).toHaveURL(/\/staff\/sign-in$/);
  await signInAsStaff(counsellorPage, demoStaff.counsellor);
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);
  await expect(counsellorPage.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();

  // By keyboard alone: the search, then the application from the queue.
  const keys = counsellorPage.keyboard;
  const search = counsellorPage.getByRole('searchbox', { name: 'Name, e-mail or application id' });
  await tabTo(counsellorPage, search);
  await keys.type(learner.email);
  await keys.press('Enter');
  const queue = counsellorPage.getByRole('table', { name: 'Submitted applications' });
  const rows = queue.getByRole('row').filter({ hasText: learner.email });
  await expect(rows).toHaveCount(1);
  await expect(queue.getByRole('row')).toHaveCount(2);
  await expect(rows).toContainText(programme);
  await checkStaffScreen(counsellorPage);
  await tabTo(counsellorPage, rows.getByRole('link', { name: applicant }));
  await keys.press('Enter');

  await expect(
    counsellorPage.getByRole('heading', { level: 1, name: `Application of ${applicant}` }),
  ).toBeVisible();
  made.applicationid = decodeURIComponent(new URL(counsellorPage.url()).pathname.split('/').pop() ?? '');
  expect(made.applicationid).toMatch(/^pgd-cr-2026-/);
  // The new page is where the keyboard goes on from, not the queue's link that is gone.
  await expect
    .poll(() => focusIsWithin(counsellorPage, 'main'), { message: 'focus in the main content' })
    .toBe(true);

  // The sections and the documents, as the learner gave them.
  for (const name of ['General information', 'Education', 'Uploaded documents', 'Scholarship']) {
    await expect(counsellorPage.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(counsellorPage.getByText(answers.work)).toBeVisible();
  await expect(counsellorPage.getByRole('img', { name: 'Transcripts: transcripts.png' })).toBeVisible();
  await expect(counsellorPage.getByRole('img', { name: 'Profile photo: photo.png' })).toBeVisible();
  await expect(counsellorPage.getByRole('link', { name: 'Download certificate.pdf' })).toBeVisible();
  await checkStaffScreen(counsellorPage);

  // Return for changes: the choice, the message, the review and the confirmation, all by keys.
  const approve = counsellorPage.getByRole('radio', { name: 'Approve' });
  await tabTo(counsellorPage, approve, 40);
  await keys.press('ArrowDown');
  await expect(counsellorPage.getByRole('radio', { name: 'Return for changes' })).toBeChecked();
  await keys.press('Tab');
  await expect(
    counsellorPage.getByRole('textbox', { name: 'What the applicant should change' }),
  ).toBeFocused();
  await keys.type(returnMessage);
  await keys.press('Tab');
  await expect(counsellorPage.getByRole('button', { name: 'Review decision' })).toBeFocused();
  await keys.press('Enter');
  const confirm = counsellorPage.getByRole('dialog', { name: 'Return this application for changes?' });
  await expect(confirm).toContainText(returnMessage);
  await expect
    .poll(() => focusIsWithin(counsellorPage, '[role="dialog"]'), { message: 'focus in the dialog' })
    .toBe(true);
  await checkStaffScreen(counsellorPage);
  await tabTo(counsellorPage, confirm.getByRole('button', { name: 'Return for changes' }), 5);
  await keys.press('Enter');
  await expect(counsellorPage).toHaveURL(/\/staff\/admissions$/);
  await expect(
    counsellorPage
      .getByRole('status')
      .filter({ hasText: `The application of ${applicant} is returned for changes. They have been told.` }),
  ).toBeVisible();
  await expect
    .poll(() => focusIsWithin(counsellorPage, 'main'), { message: 'focus in the main content' })
    .toBe(true);

  // The learner reads the message on My Application and by mail, edits the application and resubmits it.
  await latestMail(learnerPage.request, learner.email, (mail) => mail.subject.includes('needs changes'));
  await learnerPage.goto('/myApplication');
  const card = learnerPage
    .getByRole('listitem')
    .filter({ has: learnerPage.getByRole('heading', { name: programme }) });
  await expect(card.getByRole('note')).toContainText('Returned for changes');
  await expect(card.getByRole('note')).toContainText(returnMessage);
  await learnerPage.goto('/applyProgram');
  await learnerPage.getByRole('tab', { name: 'Post Graduate' }).click();
  await programCard(learnerPage, programme)
    .getByRole('button', { name: `Edit Application: ${programme}` })
    .click();
  await expect(learnerPage).toHaveURL(/\/myApplication\/application$/);
  // The application reopens on its review, each section with its Edit.
  const review = learnerPage.getByRole('tabpanel', { name: 'Review' });
  await expect(review.getByText(answers.work)).toBeVisible();
  await review.getByRole('button', { name: 'Edit: Education' }).click();
  await learnerPage.getByLabel('Work description and years').fill(editedWork);
  await learnerPage.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(review.getByText(editedWork)).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(learnerPage).toHaveURL(/\/applyProgram$/);
  await learnerPage.getByRole('tab', { name: 'Post Graduate' }).click();
  await expect(programCard(learnerPage, programme).getByText('Under Review')).toBeVisible();

  // The counsellor finds it submitted again, with the change and the earlier return, and approves it.
  await searchQueue(counsellorPage, learner.email);
  await rows.getByRole('link', { name: applicant }).click();
  await expect(counsellorPage.getByText(editedWork)).toBeVisible();
  await expect(counsellorPage.getByText(/^Returned for changes by Nana Adjei, /)).toBeVisible();
  await counsellorPage.getByRole('radio', { name: 'Approve' }).check();
  await counsellorPage.getByRole('button', { name: 'Review decision' }).click();
  const approval = counsellorPage.getByRole('dialog', { name: 'Approve this application?' });
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(
    counsellorPage
      .getByRole('status')
      .filter({ hasText: `The application of ${applicant} is approved. They have been told.` }),
  ).toBeVisible();

  // The learner sees Approved and Start, and the decision's mail.
  const mail = await latestMail(learnerPage.request, learner.email, (candidate) =>
    candidate.subject.includes('is approved'),
  );
  expect(mail.subject).toBe(`Your application to ${programme} is approved - Aula Demo University`);
  await learnerPage.goto('/myApplication');
  await expect(card.getByRole('listitem').filter({ hasText: 'Approved' })).toHaveAttribute(
    'data-reached',
    'true',
  );
  await learnerPage.goto('/applyProgram');
  await learnerPage.getByRole('tab', { name: 'Post Graduate' }).click();
  await expect(
    programCard(learnerPage, programme).getByRole('button', { name: `Start: ${programme}` }),
  ).toBeVisible();

  // The admin's audit log holds the return and the approval of this application, by this counsellor.
  const adminPage = await newPage();
  await adminPage.goto('/staff/audit');
  await signInAsStaff(adminPage, demoStaff.admin);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await adminPage.getByRole('textbox', { name: 'Subject id' }).fill(made.applicationid);
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  const log = adminPage.getByRole('table', { name: 'Audit events, newest first' });
  for (const action of ['admissions.approve', 'admissions.return']) {
    const row = log
      .getByRole('row')
      .filter({ has: adminPage.getByRole('cell', { name: action, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(demoStaff.counsellor.email);
  }
  await checkStaffScreen(adminPage);
});

test('a counsellor of another programme finds nothing of the application, and its address shows an error, not its data', async ({
  newPage,
}) => {
  expect(made.applicationid, 'the application of the first journey').not.toBe('');
  const page = await newPage();
  await page.goto('/staff/admissions');
  await signInAsStaff(page, demoStaff.counsellor2);
  for (const queue of ['Submitted', 'Approved']) {
    await page.getByRole('tab', { name: queue }).click();
    await searchQueue(page, made.email);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(made.email);
    await expect(page.getByText('No application matches.')).toBeVisible();
  }
  await page.goto(`/staff/admissions/${encodeURIComponent(made.applicationid)}`);
  const refusal = page.getByRole('alert').filter({ hasText: 'The application could not be loaded.' });
  await expect(refusal).toContainText('You do not have access to this.');
  await expect(page.getByText(made.email)).toHaveCount(0);
  await expect(page.getByText(made.name)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Approve' })).toHaveCount(0);
  await checkStaffScreen(page);
});

test('the right password without the second factor, or with a wrong code, does not open /staff', async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/staff/admissions');
  await enterStaffPassword(page, demoStaff.counsellor2.email, demoStaff.counsellor2.password);

  // A wrong code (none of the steps the server accepts now) is refused.
  // Five candidates and four steps' codes: one candidate is always wrong.
  const accepted = [-1, 0, 1, 2].map((step) => totpCode(demoStaff.counsellor2.secret, step));
  const wrong = ['123456', '654321', '111111', '222222', '333333'].find((code) => !accepted.includes(code));
  expect(wrong).toBeDefined();
  await page.getByRole('textbox', { name: 'Six-digit code' }).fill(wrong ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeFocused();
  await checkStaffScreen(page);

  // Without a code: the staff pages send back to the sign-in, and the staff operations refuse.
  await page.goto('/staff/admissions');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  const list = await page.request.post('/api/staff/listAdmissions', {
    data: { oid: demo.oid, queue: 'submitted' },
  });
  expect(list.status()).toBe(403);
  expect((await list.json()).error.code).toBe('SECOND_FACTOR_REQUIRED');
});
