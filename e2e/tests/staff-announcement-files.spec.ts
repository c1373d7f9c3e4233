import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { demo } from '../support/demo.ts';
import { signInAs } from '../support/learner-session.ts';
import { test } from '../support/own-pages.ts';
import { checkStaffScreen, demoStaff, signInAsStaff, tabTo } from '../support/staff-session.ts';

// Issue 24 item 6 (ADR 0077): the demo instructor of pv101 uploads a picture for an image announcement
// to their course; a learner of it, in a browser context of their own, opens the announcement's picture
// as they open the bundle's. The journey then withdraws it, so the demo's announcements are as they were.

/** A PNG of one colour, `size` pixels square, built here so the picture the learner sees is real. */
function solidPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x1f, 0x6f, 0xb2]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the instructor posts an image announcement; the learner opens its picture', async ({ newPage }) => {
  test.setTimeout(180_000);
  const title = `Adverse event poster (${Date.now()})`;

  const staff = await newPage();
  await staff.goto('/staff/announcements');
  await signInAsStaff(staff, demoStaff.instructor);
  await expect(staff).toHaveURL(/\/staff\/announcements/);
  await staff.getByRole('combobox', { name: 'Course' }).click();
  await staff.getByRole('option', { name: /^Principles of Pharmacovigilance — July 2026 intake/ }).click();

  await staff.getByRole('combobox', { name: 'Type' }).click();
  await expect(staff.getByRole('option', { name: 'Web page' })).toHaveCount(0);
  await staff.getByRole('option', { name: 'Image' }).click();
  await staff.getByRole('textbox', { name: 'Title' }).fill(title);
  await staff.getByRole('textbox', { name: 'Description' }).fill('Print it for the ward notice board.');

  // A file that is not a picture is refused before anything is sent.
  const choose = staff.getByRole('button', { name: 'Choose the Image file' });
  let chooser = staff.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(
    staff.getByText('An image announcement takes a png, jpg, jpeg, webp or gif file.'),
  ).toBeVisible();

  chooser = staff.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: solidPng(64) });
  await expect(staff.getByText('Uploaded: poster.png')).toBeVisible();
  await checkStaffScreen(staff);
  await staff.getByRole('button', { name: 'Post' }).click();
  const posted = staff.getByRole('listitem').filter({ hasText: title });
  await expect(posted.getByText('Shown', { exact: true })).toBeVisible();

  // The learner opens the picture from the announcement, as a bundle image's.
  const learner = await newPage();
  await signInAs(learner, demo.player);
  await learner.goto('/announcements');
  const pv = learner.getByRole('button', { name: /^Certificate in Pharmacovigilance/ });
  if ((await pv.getAttribute('aria-expanded')) !== 'true') await pv.click();
  const article = learner.getByRole('article', { name: title });
  await expect(article.getByText('Print it for the ward notice board.')).toBeVisible();
  await article.getByRole('button', { name: 'View the image' }).click();
  const picture = learner.getByRole('dialog').getByRole('img', { name: title });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

  // Keyboard alone: withdraw it, confirmed in its dialog.
  const withdraw = staff.getByRole('button', { name: `Withdraw ${title}` });
  await tabTo(staff, withdraw, 80);
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Withdraw this announcement?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await staff.keyboard.press('Tab');
  await staff.keyboard.press('Enter');
  await expect(posted.getByText('Withdrawn', { exact: true })).toBeVisible();
});
