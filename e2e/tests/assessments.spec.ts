import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';
import { horizontalOverflow, signInAs } from '../support/learner-session.ts';

// The course page's Assessments tab and the quiz view. The demo's mock exam (one question of every
// answer type) is open from a day before the server's first start for a year; the practice assessment
// of the batch is open all semester.

const assessments = '/course?course=cert-pv-2026-pv101&tab=assessments';
const mock = 'Mock exam: every kind of question';
const practice = 'Practice assessment (open all semester)';
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function attemptOf(page: Page, assessid: string) {
  return page.request.post('/api/getAssessmentQuiz', {
    data: { oid: demo.oid, eid: demo.learner.email, assessid, quiztype: 'assess' },
  });
}

async function next(page: Page, n: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: `Question ${n}/8` })).toBeVisible();
}

test('a learner sits the mock exam, goes offline midway, reloads and submits: every answer is stored once', async ({
  page,
  context,
}) => {
  // A long journey (eight questions, offline and back, a reload, an upload) on a shared machine.
  test.slow();
  await signInAs(page, demo.learner);
  await page.goto(assessments);
  await expect(page.getByRole('heading', { name: mock })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: `Start ${mock}` }).click();
  const instruction = page.getByRole('dialog', { name: 'Instruction' });
  await expect(instruction.getByText(/one question of each kind/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await instruction.getByRole('link', { name: 'Start Quiz' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1/8' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  await page.getByRole('radio', { name: 'Adverse drug reaction' }).check();
  await next(page, 2);
  await page.getByRole('radio', { name: 'True' }).check();
  await next(page, 3);
  await page.getByRole('checkbox', { name: 'Spontaneous reports' }).check();
  await page.getByRole('checkbox', { name: 'Clinical trials' }).check();
  await next(page, 4);
  await expect(page.getByText(/Answers last saved at \d{2}\/\d{2}\/\d{4} /)).toBeVisible();
  // A picture option shows from the content origin, at the address signed for the learner (ADR 0095).
  const gloves = page.getByRole('img', { name: 'Gloves' });
  await expect(gloves).toHaveAttribute('src', /\/content\/.+\/images\/options\/gloves\.svg$/);
  await expect.poll(() => gloves.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The connection drops: answers stay on the device, and the learner is told.
  await context.setOffline(true);
  await page.getByRole('radio', { name: /Gloves/ }).check();
  await next(page, 5);
  await expect(page.getByText('you are offline')).toBeVisible();
  await page.getByRole('checkbox', { name: /Surgical mask/ }).check();
  await next(page, 6);
  await page.getByRole('combobox', { name: 'Dechallenge' }).selectOption('Stopping the suspected medicine');
  await page.getByRole('combobox', { name: 'Rechallenge' }).selectOption('Giving the medicine again');
  await page.getByRole('combobox', { name: 'Signal' }).selectOption('A possible new causal association');
  await next(page, 7);
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Who, what, when, and the outcome.');
  await next(page, 8);
  await expect(page.getByText(/waiting to be sent/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Back online, the queue drains in order; a reload resumes with every answer.
  await context.setOffline(false);
  await expect(page.getByText('you are offline')).toBeHidden();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1/8' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Adverse drug reaction' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Question 7, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 8, not answered' })).toBeVisible();

  await page.getByRole('button', { name: 'Question 8, not answered' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await expect(page.getByText('Uploaded: form.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 8, answered' })).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();

  // What the server holds before the submission: each question answered once, as given.
  await expect
    .poll(async () => (await (await attemptOf(page, 'cert-pv-2026-mock')).json()).attempt.response.length)
    .toBe(8);
  const attempt = (await (await attemptOf(page, 'cert-pv-2026-mock')).json()).attempt;
  expect(attempt.response.map((answer: { iid: string }) => answer.iid)).toEqual([
    'm1',
    'm2',
    'm3',
    'm4',
    'm5',
    'm6',
    'm7',
    'm8',
  ]);
  expect(attempt.response.slice(0, 7)).toEqual([
    { iid: 'm1', selected: [0] },
    { iid: 'm2', selected: [0] },
    { iid: 'm3', selected: [0, 1] },
    { iid: 'm4', selected: [0] },
    { iid: 'm5', selected: [0] },
    { iid: 'm6', matched: [2, 1, 0] },
    { iid: 'm7', text: 'Who, what, when, and the outcome.' },
  ]);
  expect(attempt.response[7]).toMatchObject({ iid: 'm8', orgname: 'form.pdf' });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully!')).toBeVisible();
  const again = await attemptOf(page, 'cert-pv-2026-mock');
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('Assessment already submitted');

  await page.goto(assessments);
  await page.getByRole('button', { name: `Start ${mock}` }).click();
  await expect(page.getByRole('dialog').getByText('Assessment already submitted')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the countdown follows the server's clock when the device's clock is a day ahead", async ({
  page,
  context,
}) => {
  await context.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 });
  await signInAs(page, demo.learner);
  const list = await page.request.post('/api/getAssessment', {
    data: { oid: demo.oid, eid: demo.learner.email, bcid: 'cert-pv-2026-pv101', quiztype: 'assess' },
  });
  const end = (await list.json()).assessments.find(
    (each: { title: string }) => each.title === practice,
  ).enddate;
  await page.goto(assessments);
  await page.getByRole('button', { name: `Start ${practice}` }).click();
  await page.getByRole('dialog', { name: 'Instruction' }).getByRole('link', { name: 'Start Quiz' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);

  /** How far the countdown on screen is from the server's end less the server's time now, in seconds. */
  const offBy = async () => {
    const shown = (await timer.textContent()) ?? '';
    const [hours, minutes, seconds] = shown.split(':').map(Number);
    const shownSeconds = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
    const time = await page.request.post('/api/getServerTime', {
      data: { oid: demo.oid, eid: demo.learner.email },
    });
    const { itime } = await time.json();
    return Math.abs(shownSeconds - (new Date(end).getTime() - itime) / 1000);
  };
  // Right to a few seconds once the server's time has arrived, where the device's own clock would be a
  // whole day (86400 s) off.
  await expect.poll(offBy).toBeLessThan(10);
});

test('the quiz view works by keyboard alone at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, demo.learner);
  await page.goto(assessments);
  const start = page.getByRole('button', { name: `Start ${practice}` });
  await start.focus();
  await page.keyboard.press('Enter');
  const instruction = page.getByRole('dialog', { name: 'Instruction' });
  await expect(instruction).toBeVisible();
  const startQuiz = instruction.getByRole('link', { name: 'Start Quiz' });
  for (
    let tries = 0;
    tries < 5 && !(await startQuiz.evaluate((link) => link === document.activeElement));
    tries += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Question 1\// })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  const first = page.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Question 2\// })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('after the answer date the Answers modal marks options and shows the learner answer, Prev and Next', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto(assessments);
  const unitTest = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'PV101 Unit test 1' }) });
  await expect(unitTest.getByText('Score: 66.67%')).toBeVisible();
  await unitTest.getByRole('button', { name: 'Answers of PV101 Unit test 1' }).click();
  const answers = page.getByRole('dialog', { name: 'Answers: PV101 Unit test 1' });
  await expect(answers.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
  await expect(answers.getByText('Your Answer')).toBeVisible();
  await expect(answers.getByText('Right answer')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await answers.getByRole('button', { name: 'Next' }).click();
  await expect(answers.getByRole('heading', { name: 'Question 2/3' })).toBeVisible();
  await expect(answers.getByText('Right answer')).toHaveCount(3);
  await answers.getByRole('button', { name: 'Prev' }).click();
  await expect(answers.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();

  // The mid-term was submitted; its Start says so.
  await answers.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Start Mid-term internal assessment' }).click();
  await expect(page.getByRole('dialog').getByText('Assessment already submitted')).toBeVisible();
});

test('the Assignments tab: a submitted assignment says so, an open one moves on with Next', async ({
  page,
}) => {
  await signInAs(page, demo.learner);
  await page.goto('/course?course=cert-pv-2026-pv101&tab=assignments');
  await page.getByRole('button', { name: 'Start Assignment 0: why report?' }).click();
  await expect(page.getByRole('dialog').getByText('Assignment already submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Start Assignment 1: processing a case report' }).click();
  await page.getByRole('dialog', { name: 'Instruction' }).getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1/4' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  // Next waits for an answer.
  await expect(next).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Your answer' })
    .fill('A 30-year-old woman developed fever and peeling skin.');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Question 2/4' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('an answer given just before leaving the quiz is kept: by the back link, a reload, and offline', async ({
  page,
  context,
}) => {
  test.slow();
  await signInAs(page, demo.learner);
  const practiceAnswers = async () =>
    (await (await attemptOf(page, 'cert-pv-2026-practice')).json()).attempt.response;
  const openPractice = async () => {
    await page.goto(assessments);
    await page.getByRole('button', { name: `Start ${practice}` }).click();
    await page.getByRole('dialog', { name: 'Instruction' }).getByRole('link', { name: 'Start Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1/3' })).toBeVisible();
  };

  // Answered and left at once, before the pause after which an answer is saved.
  await openPractice();
  await page.getByRole('radio', { name: 'Ten' }).check();
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.getByRole('heading', { name: practice })).toBeVisible();
  await expect
    .poll(async () => (await practiceAnswers()).find((answer: { iid: string }) => answer.iid === 'p1'))
    .toEqual({ iid: 'p1', selected: [2] });
  await page.getByRole('button', { name: `Start ${practice}` }).click();
  await page.getByRole('dialog', { name: 'Instruction' }).getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('radio', { name: 'Ten' })).toBeChecked();

  // Answered and the page closed (reloaded) at once.
  await page.getByRole('radio', { name: 'Four' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Four' })).toBeChecked();
  await expect
    .poll(async () => (await practiceAnswers()).find((answer: { iid: string }) => answer.iid === 'p1'))
    .toEqual({ iid: 'p1', selected: [1] });

  // Offline: answered and left at once; it reaches the server when the connection returns.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2/3' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'False' }).check();
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await context.setOffline(false);
  await expect
    .poll(async () => (await practiceAnswers()).find((answer: { iid: string }) => answer.iid === 'p2'))
    .toEqual({ iid: 'p2', selected: [1] });
  await openPractice();
  await page.getByRole('button', { name: 'Question 2, answered' }).click();
  await expect(page.getByRole('radio', { name: 'False' })).toBeChecked();
});

test('a reload the server drew just before the last save was stored shows that save', async ({ page }) => {
  await signInAs(page, demo.learner);
  await page.goto(assessments);
  await page.getByRole('button', { name: `Start ${practice}` }).click();
  await page.getByRole('dialog', { name: 'Instruction' }).getByRole('link', { name: 'Start Quiz' }).click();
  const savedP1 = async () =>
    (await (await attemptOf(page, 'cert-pv-2026-practice')).json()).attempt.response.find(
      (answer: { iid: string }) => answer.iid === 'p1',
    );
  await page.getByRole('radio', { name: 'Two' }).check();
  await expect.poll(savedP1).toEqual({ iid: 'p1', selected: [0] });

  // The reloaded page is drawn by the server at once, with Two, and reaches the browser only once the
  // old page's save of Ten has been sent and acknowledged (as when a busy server answers the save late).
  let drawn = false;
  await page.route('**/course/assessment?*', async (route) => {
    const response = await route.fetch();
    drawn = true;
    await expect.poll(savedP1).toEqual({ iid: 'p1', selected: [2] });
    await route.fulfill({ response });
  });
  await page.getByRole('radio', { name: 'Ten' }).check();
  await page.reload();
  expect(drawn).toBe(true);
  await expect(page.getByRole('radio', { name: 'Ten' })).toBeChecked();
});
