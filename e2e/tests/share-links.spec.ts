import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, day, newOwner, signUpThroughApi } from './helpers';

test('a share link shows the file at phone width without an account, hides what was hidden, and stops when revoked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const owner = newOwner('share');
  await signUpThroughApi(page, owner);
  const vehicle = await createVehicleThroughApi(page, {
    make: 'Ford',
    model: 'Escape',
    registration_state: 'CA',
    delivery_date: day(-300),
    purchase_price: 38_900,
  });
  await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-100), date_out: day(-88), primary_issue: 'Transmission slips', ro_number: 'RO-55120' });

  // The owner makes a link that hides money figures and contact details, with a passcode.
  await page.goto(`/vehicles/${vehicle.id}`);
  const card = page.getByRole('region', { name: 'Share the case file' });
  await card.getByLabel('Works for (days)').fill('7');
  await card.getByLabel('Passcode (optional)').fill('heron-42');
  await card.getByLabel('Hide money figures').check();
  await card.getByLabel('Hide my contact details').check();
  await card.getByRole('button', { name: 'Share the case file' }).click();
  const url = await card.getByLabel('New link').inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(url).pathname;

  // Someone without an account, on a phone.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const shared = await visitor.newPage();
    const response = await shared.goto(path);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(shared.getByText('This file is protected: enter the passcode the owner gave you.')).toBeVisible();
    await shared.getByLabel('Passcode').fill('wrong-one');
    await shared.getByRole('button', { name: 'Open the file' }).click();
    await expect(shared.getByText('That passcode is not right.')).toBeVisible();
    await shared.getByLabel('Passcode').fill('heron-42');
    await shared.getByRole('button', { name: 'Open the file' }).click();

    await expect(shared.getByRole('heading', { name: /2022 Ford Escape/, level: 1 })).toBeVisible();
    await expect(shared.getByText('RO-55120', { exact: false })).toBeVisible();
    await expect(shared.getByText('Money figures are hidden in this copy.')).toBeVisible();
    await expect(shared.locator('body')).not.toContainText('38,900');
    await expect(shared.locator('body')).not.toContainText(owner.email);
    // Nothing is wider than the phone.
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const downloading = shared.waitForEvent('download');
    await shared.getByRole('button', { name: 'Download the case file (PDF)' }).click();
    const text = execFileSync('pdftotext', ['-layout', await (await downloading).path(), '-']).toString();
    expect(text).toContain('RO-55120');
    expect(text).not.toContain(owner.email);

    // The owner sees the open and revokes the link; the shared page then says it no longer works.
    await page.reload();
    await expect(card).toContainText('Opened 1 time');
    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(card).toContainText('Revoked');
    await shared.reload();
    await expect(shared.getByText('This link does not work: it may have expired or been revoked. Ask the owner for a new one.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
