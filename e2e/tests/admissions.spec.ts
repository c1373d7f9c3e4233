import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The candidate's programs move through admission in these journeys (one is started, one submitted),
// so they run in this order, in one worker.
test.describe.configure({ mode: 'serial' });

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A file of `size` bytes that starts as `head` does (the server's detector reads only the start). */
const file = (name: string, mimeType: string, head: Buffer, size: number) => ({
  name,
  mimeType,
  buffer: Buffer.concat([head, Buffer.alloc(size - head.length)]),
});

function card(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

/** Saves the tab and expects the spec's first failing message under the form. */
async function expectProblem(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

test('the listing offers each program the action of its status, by tab', async ({ page }) => {
  await signInAs(page, demo.candidate);
  await page.goto('/applyProgram');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Program' })).toBeVisible();
  const ug = {
    'BBA in Hospital and Health Systems Management': 'Continue Application',
    'Diploma in Healthcare Management': 'Start',
    'Certificate in Digital Health': 'Start',
    'Certificate in Pharmacovigilance': 'Continue Learning',
  };
  for (const [name, action] of Object.entries(ug)) {
    await expect(card(page, name).getByRole('button', { name: `${action}: ${name}` })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  await openTab(page, 'Post Graduate');
  const pgd = card(page, 'PG Diploma in Clinical Research');
  await expect(pgd.getByText('Under Review')).toBeVisible();
  await expect(pgd.getByRole('button')).toHaveCount(0);
  await expect(
    card(page, 'MBA Hospital Administration').getByRole('button', { name: /^Edit Application/ }),
  ).toBeVisible();
  await openTab(page, 'Doctor Of Pharmacy');
  await expect(
    card(page, 'Doctor of Pharmacy (Pharm.D)').getByRole('button', { name: /^Apply/ }),
  ).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  // The page takes the phone layout in a render after the resize: wait for it, as the learner sees it.
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});

test('Start builds the accepted program and opens it', async ({ page }) => {
  await signInAs(page, demo.candidate);
  await page.goto('/applyProgram');
  const name = 'Diploma in Healthcare Management';
  await card(page, name)
    .getByRole('button', { name: `Start: ${name}` })
    .click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
  await page.goto('/applyProgram');
  await expect(card(page, name).getByRole('button', { name: `Continue Learning: ${name}` })).toBeVisible();
});

test('the candidate completes and submits the wizard with real uploads, meeting every check on the way', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.candidate);
  await page.goto('/applyProgram');
  await openTab(page, 'Doctor Of Pharmacy');
  await card(page, 'Doctor of Pharmacy (Pharm.D)')
    .getByRole('button', { name: /^Apply/ })
    .click();
  await expect(page).toHaveURL(/\/myApplication\/application$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application (Doctor of Pharmacy (Pharm.D))' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Education' })).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(demo.candidate.email);

  // §5's checks, in order, the first failure shown under the form.
  await expectProblem(page, 'Name cannot be empty');
  await page.getByLabel('First Name').fill('Ama');
  await expectProblem(page, 'Phone number cannot be empty');
  await page.getByLabel('Country Code').selectOption('233');
  await page.getByLabel('Contact (WhatsApp number)').fill('0000');
  await expectProblem(page, 'Phone number cannot be empty');
  await page.getByLabel('Contact (WhatsApp number)').fill('244123456');
  await expectProblem(page, 'Date of Birth cannot be empty');
  await page.getByLabel('Date of Birth').fill('2001-03-14');
  await expect(page.getByText(/^Age: \d+$/)).toBeVisible();
  await page.getByLabel('Father Name').fill('Kwesi Owusu');
  await expectProblem(page, 'Father name or Mother name cannot be empty');
  await page.getByLabel('Mother Name').fill('Efua Owusu');
  await page.getByLabel('National ID').fill('0');
  await expectProblem(page, 'Please enter valid national ID');
  await page.getByLabel('National ID').fill('GHA-720011456-3');
  await expectProblem(page, 'Please fill Permanent address according to the requirement');
  const fields = page.locator('form');
  await fields.getByLabel('Address line 1').first().fill('14 Ring Road East');
  await fields.getByLabel('State').first().fill('Greater Accra');
  await fields.getByLabel('City').first().fill('Accra');
  await expectProblem(page, 'Please enter Permanent address Pincode');
  await fields.getByLabel('Pincode').first().fill('GA-184');
  await expectProblem(page, 'Select Country of residence');
  await page.getByLabel('Country of residence').selectOption('Ghana');
  await expectProblem(page, 'Please fill present address according to the requirement');
  const same = page.getByRole('radiogroup', { name: /same as the permanent address/ });
  await same.getByRole('radio', { name: 'Yes' }).check();
  await expect(fields.getByLabel('Pincode').nth(1)).toHaveValue('GA-184');
  await same.getByRole('radio', { name: 'No' }).check();
  await expect(fields.getByLabel('Pincode').nth(1)).toHaveValue('');
  await same.getByRole('radio', { name: 'Yes' }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Education.
  await expect(page.getByRole('tab', { name: 'Education', selected: true })).toBeVisible();
  await expectProblem(page, 'School Name cannot be empty');
  await page.getByLabel('School Name').fill('Accra Academy');
  await fields.getByLabel('Address line 1').first().fill('Bubiashie');
  await page.getByLabel('School Address Country').fill('Ghana');
  await page.getByLabel('School Address pincode').fill('GA-100');
  await page.getByLabel('University Name').fill('University of Ghana');
  await fields.getByLabel('Address line 1').nth(1).fill('Legon');
  await page.getByLabel('University Country').fill('Ghana');
  await expectProblem(page, 'Please enter the Pincode');
  await page.getByLabel('University ZIP').fill('LG-001');
  await page.getByLabel('Experience (type NIL if none)').fill('NIL');
  await expectProblem(page, 'Work description cannot be empty');
  await page.getByLabel('Work description and years').fill('Pharmacy assistant, 2 years');
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Uploads: the checks by name and size, then real files through the presigned flow.
  await expect(page.getByRole('tab', { name: 'Upload Documents', selected: true })).toBeVisible();
  await expectProblem(page, 'Please upload Certificate');
  // A certificate too small: the spec's size message alone, and the old 'Please upload …' goes.
  await page
    .getByLabel('Choose file for Certificate')
    .setInputFiles(file('certificate.png', 'image/png', png, 50_000));
  await expect(page.getByText('file size is less than 50kb', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload Certificate')).toBeHidden();
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.png', 'image/png', png, 50_000));
  await expect(page.getByText('file size is less than 50kb', { exact: true })).toHaveCount(2);
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.png', 'image/png', png, 257_000));
  await expect(page.getByText('file size is greater than 250kb', { exact: true })).toBeVisible();
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.pdf', 'application/pdf', pdf, 60_000));
  await expect(
    page.getByText('Profile photo Only images with .jpg, .jpeg, .png extension are allowed.'),
  ).toBeVisible();
  await page
    .getByLabel('Choose file for Certificate')
    .setInputFiles(file('certificate.pdf', 'application/pdf', pdf, 90_000));
  await expect(page.getByText('Uploaded: certificate.pdf')).toBeVisible();
  await page
    .getByLabel('Choose file for Transcripts')
    .setInputFiles(file('transcripts.png', 'image/png', png, 120_000));
  await page
    .getByLabel('Choose file for National ID')
    .setInputFiles(file('national-id.png', 'image/png', png, 70_000));
  await expect(page.getByText('Uploaded: national-id.png')).toBeVisible();
  await expectProblem(page, 'Please upload Profile photo');
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.png', 'image/png', png, 80_000));
  await expect(page.getByText('Uploaded: photo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Scholarship: the candidate is not on the partner portal.
  await expect(page.getByRole('tab', { name: 'Scholarship', selected: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectProblem(page, 'To apply for scholarship, you need to register in the iLearn portal first');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Review and submit.
  await expect(page.getByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  await expect(page.getByText('certificate.pdf')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/applyProgram$/);
  await openTab(page, 'Doctor Of Pharmacy');
  await expect(card(page, 'Doctor of Pharmacy (Pharm.D)').getByText('Under Review')).toBeVisible();
  await page.goto('/myApplication/application');
  await expect(page).toHaveURL(/\/applyProgram$/);
});

test('a half-saved wizard resumes after signing out and in, with what was typed and not saved', async ({
  page,
}) => {
  await signInAs(page, demo.candidate);
  await page.goto('/applyProgram');
  const name = 'BBA in Hospital and Health Systems Management';
  await card(page, name)
    .getByRole('button', { name: `Continue Application: ${name}` })
    .click();
  // General information was saved before: Education is open and General Information holds its answers.
  await expect(page.getByRole('tab', { name: 'Education', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upload Documents' })).toBeDisabled();
  await page.getByLabel('School Name').fill('Wesley Girls High School');
  await page.getByLabel('School Address Country').fill('Ghana');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();

  await page.request.post('/api/auth/signOut', { data: { oid: demo.oid } });
  await page.goto('/');
  await signInAs(page, demo.candidate);
  await page.goto('/applyProgram');
  await card(page, name)
    .getByRole('button', { name: `Continue Application: ${name}` })
    .click();
  await expect(page.getByText('Your unsaved answers on this device were restored.')).toBeVisible();
  await expect(page.getByLabel('School Name')).toHaveValue('Wesley Girls High School');
  await openTab(page, 'General Information');
  await expect(page.getByLabel('First Name')).toHaveValue('Ama');
});

test('only the university form asks e-VBAB or not; a wizard program opens the wizard at once', async ({
  page,
}) => {
  await signInAs(page, demo.applicant);
  await page.goto('/applyProgram');
  await openTab(page, 'Post Graduate');
  const mba = 'MBA Hospital Administration';
  await card(page, mba)
    .getByRole('button', { name: `Apply: ${mba}` })
    .click();
  await expect(page).toHaveURL(/\/myApplication\/application$/);
  await expect(page.getByRole('tab', { name: 'Scholarship' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/applyProgram');
  const diploma = 'Diploma in Healthcare Management';
  await card(page, diploma)
    .getByRole('button', { name: `Apply: ${diploma}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'How do you apply?' });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'e-VBAB', exact: true }).click();
  await expect(page).toHaveURL(/\/myApplication\/jssapplication$/);
  await expect(page.getByRole('tab', { name: 'General Information', selected: true })).toBeVisible();
});

test('the university form: four tabs, each opened by the one before, submitted with real uploads', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, demo.player);
  await page.goto('/applyProgram');
  const diploma = 'Diploma in Healthcare Management';
  await card(page, diploma)
    .getByRole('button', { name: `Apply: ${diploma}` })
    .click();
  // The player is not on the partner portal: e-VBAB is refused, Non e-VBAB opens the form.
  const dialog = page.getByRole('dialog', { name: 'How do you apply?' });
  await dialog.getByRole('button', { name: 'e-VBAB', exact: true }).click();
  await expect(
    dialog.getByText('To apply for scholarship, you need to register in the iLearn portal first'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Non e-VBAB' }).click();
  await expect(page).toHaveURL(/\/myApplication\/jssapplication$/);
  await expect(page.getByRole('heading', { level: 1, name: `Application (${diploma})` })).toBeVisible();
  await expect(page.getByRole('link', { name: /the university's website/ })).toHaveAttribute(
    'href',
    'https://www.aula.demo/',
  );
  await expect(page.getByRole('tab')).toHaveText([
    'General Information',
    'Education',
    'Upload Documents',
    'Review',
  ]);
  await expect(page.getByRole('tab', { name: 'Education' })).toBeDisabled();

  // General Information: the standard checks.
  await page.getByLabel('First Name').fill('Kwame');
  await page.getByLabel('Country Code').selectOption('233');
  await page.getByLabel('Contact (WhatsApp number)').fill('244987654');
  await page.getByLabel('Date of Birth').fill('1998-07-02');
  await page.getByLabel('Father Name').fill('Yaw Mensah');
  await expectProblem(page, 'Father name or Mother name cannot be empty');
  await page.getByLabel('Mother Name').fill('Akosua Mensah');
  await page.getByLabel('National ID').fill('GHA-998877665-1');
  const fields = page.locator('form');
  await fields.getByLabel('Address line 1').first().fill('3 Castle Road');
  await fields.getByLabel('State').first().fill('Ashanti');
  await fields.getByLabel('City').first().fill('Kumasi');
  await fields.getByLabel('Pincode').first().fill('AK-039');
  await page.getByLabel('Country of residence').selectOption('Ghana');
  await page
    .getByRole('radiogroup', { name: /same as the permanent address/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Education: the university's education types.
  await expect(page.getByRole('tab', { name: 'Education', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upload Documents' })).toBeDisabled();
  await expectProblem(page, 'School Name cannot be empty');
  await page.getByLabel('School Name').fill('Prempeh College');
  await fields.getByLabel('Address line 1').first().fill('Kumasi');
  await page.getByLabel('School Address Country').fill('Ghana');
  await page.getByLabel('School Address pincode').fill('AK-001');
  await page.getByLabel('University Name').fill('Kwame Nkrumah University');
  await fields.getByLabel('Address line 1').nth(1).fill('Kumasi');
  await page.getByLabel('University Country').fill('Ghana');
  await page.getByLabel('University ZIP').fill('AK-002');
  await expect(page.getByLabel('Education Type').locator('option')).toContainText([
    'Graduate',
    'Under Graduate',
    'Diploma',
    'Others',
  ]);
  await page.getByLabel('Education Type').selectOption('Under Graduate');
  await page.getByLabel('Experience (type NIL if none)').fill('NIL');
  await page.getByLabel('Work description and years').fill('Student');
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Upload Documents: pdf for certificate and transcripts, images of 50 KB to 250 KB for the others.
  await expect(page.getByRole('tab', { name: 'Upload Documents', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Review' })).toBeDisabled();
  await expect(page.getByText(/350x350 pixels, white background/)).toBeVisible();
  await page
    .getByLabel('Choose file for Transcripts')
    .setInputFiles(file('transcripts.docx', 'application/octet-stream', pdf, 90_000));
  await expect(
    page.getByText('Transcripts Only images with .jpg, .jpeg, .png .pdf extension are allowed.'),
  ).toBeVisible();
  // By keyboard: the document's button opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file for Certificate' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file('diploma.pdf', 'application/pdf', pdf, 90_000));
  await expect(page.getByText('Uploaded: diploma.pdf')).toBeVisible();
  await page
    .getByLabel('Choose file for Transcripts')
    .setInputFiles(file('transcripts.pdf', 'application/pdf', pdf, 110_000));
  await expect(page.getByText('Uploaded: transcripts.pdf')).toBeVisible();
  await page
    .getByLabel('Choose file for National ID')
    .setInputFiles(file('national-id.pdf', 'application/pdf', pdf, 70_000));
  await expect(
    page.getByText('National ID Only images with .jpg, .jpeg, .png extension are allowed.'),
  ).toBeVisible();
  await page
    .getByLabel('Choose file for National ID')
    .setInputFiles(file('national-id.png', 'image/png', png, 70_000));
  await expect(page.getByText('Uploaded: national-id.png')).toBeVisible();
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.png', 'image/png', png, 257_000));
  await expect(page.getByText('file size is greater than 250kb', { exact: true })).toBeVisible();
  await page
    .getByLabel('Choose file for Profile photo')
    .setInputFiles(file('photo.png', 'image/png', png, 80_000));
  await expect(page.getByText('Uploaded: photo.png')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  // The page takes the phone layout in a render after the resize: wait for it, as the learner sees it.
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // Review, then the final Save: submitted, back to the list, and the form no longer opens.
  await expect(page.getByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  await expect(page.getByText('diploma.pdf')).toBeVisible();
  await expect(page.getByText('Under Graduate')).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/applyProgram$/);
  await expect(card(page, diploma).getByText('Under Review')).toBeVisible();
  await page.goto('/myApplication/jssapplication');
  await expect(page).toHaveURL(/\/applyProgram$/);
});

test('/application asks a visitor to sign in, then opens the form', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'aula.application',
      JSON.stringify({ applypid: 'pharmd', applybpid: 'pharmd-2026' }),
    ),
  );
  await page.goto('/application');
  await expect(page.getByText('Please sign in to continue your application.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await signInAs(page, demo.empty);
  await page.reload();
  await expect(page).toHaveURL(/\/myApplication\/application$/);
});

test('by keyboard alone: choose a tab, apply, and meet the first check; offline, nothing typed is lost', async ({
  page,
  context,
}) => {
  test.slow();
  await signInAs(page, demo.empty);
  await page.goto('/applyProgram');
  await page.getByRole('tab', { name: 'Under Graduate' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Doctor Of Pharmacy', selected: true })).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply: Doctor of Pharmacy (Pharm.D)' });
  for (let i = 0; i < 10 && !(await apply.evaluate((button) => button === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myApplication\/application$/);
  await page.getByLabel('First Name').focus();
  await page.keyboard.type('Priya');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Phone number cannot be empty' })).toBeVisible();
  await expect(page.getByLabel('Contact (WhatsApp number)')).toBeFocused();

  await page.setViewportSize({ width: 360, height: 780 });
  // The page takes the phone layout in a render after the resize: wait for it, as the learner sees it.
  await expect
    .poll(() => horizontalOverflow(page), { message: 'pixels of horizontal scroll' })
    .toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  // The problem is by its field, and summed up above the form with a link to the field (GOV.UK).
  const contact = page.getByLabel('Contact (WhatsApp number)');
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toHaveAccessibleDescription('Phone number cannot be empty');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await page.getByLabel('First Name').focus();
  await summary.getByRole('link', { name: 'Phone number cannot be empty' }).click();
  await expect(contact).toBeFocused();
  await expect(contact).toBeInViewport();

  // The connection drops: the wizard says so, keeps what is typed, and a save waits for it.
  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await page.getByLabel('Father Name').fill('Ravi Nair');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await page.reload().catch(() => {});
  // The failed reload commits Chromium's offline error page after it rejects, and that page reloads
  // itself when the network returns, racing any navigation of ours: leave it while still offline
  // (the tab keeps its session, and with it the program applied for), once it has arrived.
  await expect(async () => {
    await page.goto('about:blank');
  }).toPass();
  await context.setOffline(false);
  await page.goto('/myApplication/application');
  await expect(page.getByText('Your unsaved answers on this device were restored.')).toBeVisible();
  await expect(page.getByLabel('Father Name')).toHaveValue('Ravi Nair');
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');
});

test('the pre-registered applicant opening a submitted application is told so and sent back', async ({
  page,
}) => {
  await signInAs(page, demo.applicant);
  await page.goto('/applyProgram');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'aula.application',
      JSON.stringify({ applypid: 'pgd-cr', applybpid: 'pgd-cr-2026' }),
    ),
  );
  await page.goto('/application');
  const notice = page.getByRole('dialog', { name: 'Application Already Submitted!' });
  await expect(notice).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/applyProgram$/);
});
