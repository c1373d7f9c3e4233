import type { ProgramList } from '@aula/contract/programs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { demo } from '../support/demo.ts';

/** Program names as a reader sees them: the catalogue's names may hold HTML, read here by the browser. */
async function programNames(page: Page, list: ProgramList): Promise<string[]> {
  const html = Object.values(list).flatMap((programs) => programs.map((program) => program.pname));
  const names = await page.evaluate(
    (fragments) =>
      fragments.map((fragment) =>
        (new DOMParser().parseFromString(fragment, 'text/html').body.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    html,
  );
  return [...new Set(names)];
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the header Programs menu lists the demo programs the server publishes', async ({ page, request }) => {
  const response = await request.post('/api/getAllProgramList', { data: { oid: demo.oid } });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as ProgramList;

  await openLanding(page);
  const names = await programNames(page, list);
  expect(names.length, 'the demo organisation publishes programs').toBeGreaterThan(0);

  await page.getByRole('banner').getByRole('button', { name: 'Programs' }).click();
  const menu = page.getByRole('navigation', { name: 'Programs' });
  await expect(menu).toBeVisible();
  for (const name of names) {
    await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
});

test('the landing page has no serious accessibility violation', async ({ page }) => {
  await openLanding(page);
  await expectNoSeriousAxeViolations(page);
});

test('at 360 px wide the landing page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLanding(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'pixels of horizontal scroll').toBeLessThanOrEqual(0);
});

test('at 360 px the drawer keeps Login where it is while its programme list arrives', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLanding(page);
  // The list's code comes after the drawer's: hold it until Login's place is known.
  let sendList = () => {};
  const listSent = new Promise<void>((resolve) => {
    sendList = resolve;
  });
  await page.route(/\/assets\/programs-drawer-list-[^/]+\.js$/, async (route) => {
    await listSent;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const login = drawer.getByRole('link', { name: 'Login' });
  await expect(drawer.getByRole('status')).toBeVisible();
  // Slid in all the way.
  await expect(drawer).toHaveCSS('transform', 'none');
  await expect(login).toBeInViewport();
  const before = await login.boundingBox();

  sendList();
  await expect(drawer.getByRole('button', { name: 'Post Graduate' })).toBeVisible();
  expect(await login.boundingBox()).toEqual(before);
  // Every group opened, the list outgrows the screen, and Login stays in reach.
  const closed = drawer.getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(login).toBeInViewport();
  expect(await login.boundingBox()).toEqual(before);
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
