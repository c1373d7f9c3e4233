import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/signIn', {
    data: { oid: demo.oid, username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("the learner's report charts progress, time spent and scores from their own records", async ({
  page,
}) => {
  await signIn(page, demo.learner);
  const response = await page.request.post('/api/getLearnerReport', {
    data: { oid: demo.oid, eid: demo.learner.email },
  });
  const report = (await response.json()) as {
    programs: { ptitle: string; courses: { ttitle: string; per: number }[] }[];
  };
  expect(report.programs.length, 'the demo learner is enrolled').toBeGreaterThan(0);

  await page.goto('/reportsAndAnalytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports and analytics' })).toBeVisible();
  for (const program of report.programs) {
    const section = page.getByRole('region', { name: program.ptitle });
    await expect(section).toBeVisible();
    const chart = section.getByRole('figure', { name: 'Per cent complete per course' });
    await expect(chart.locator('svg')).toBeVisible();
    // Screen readers get the same numbers as a table.
    const [first] = program.courses;
    if (first) {
      await expect(chart.getByRole('row', { name: `${first.ttitle} ${first.per}%` })).toHaveCount(1);
    }
    await expect(section.getByRole('figure', { name: 'Time spent per course' })).toBeVisible();
  }
  await expect(
    page.getByRole('figure', { name: 'Test scores' }).getByRole('row', { name: /Mock Test 78%/ }),
  ).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test('a learner with nothing reads that there is nothing to report yet', async ({ page }) => {
  await signIn(page, demo.empty);
  await page.goto('/reportsAndAnalytics');
  await expect(page.getByText(/^There is nothing to report yet/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px wide the report does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.learner);
  await page.goto('/reportsAndAnalytics');
  await expect(page.getByRole('figure').first()).toBeVisible();
  expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
