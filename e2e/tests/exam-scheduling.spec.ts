import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { examProviders } from '../playwright.config.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

// playwright.config.ts points the exam-scheduling provider at the test server's /healthz, so the
// hand-off's POST can be watched as it leaves.

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

test('Schedule Exam posts the hidden form with the USN and a hash made on the server', async ({ page }) => {
  await signIn(page, demo.learner);
  await page.goto('/myPrograms');
  await page.getByRole('link', { name: 'Certificate in Pharmacovigilance', exact: true }).click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs$/);
  await expect(page.getByText('USN: ADU26PV0042')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const handOff = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/healthz',
  );
  await page.getByRole('button', { name: 'Schedule Exam' }).click();
  const request = await handOff;
  const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
  expect(fields).toMatchObject({
    CLIENT_CODE: examProviders.EXAM_SCHEDULER_CLIENT_CODE,
    CLIENT_CANDIDATE_ID: 'ADU26PV0042',
    EXTERNAL_SESSION_TIMEOUT: '14400',
    ACTION: 'scheduleExam',
  });
  const timestamp = Number(fields.EXTERNAL_PAGE_TIMESTAMP);
  expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
  const expected = createHash('sha256')
    .update(
      [examProviders.EXAM_SCHEDULER_SECRET, demo.oid, timestamp, timestamp + 14_400, 'ADU26PV0042'].join('|'),
    )
    .digest('hex');
  expect(fields.AUTH_HASH).toBe(expected);
  expect(request.postData()).not.toContain(examProviders.EXAM_SCHEDULER_SECRET);
});
