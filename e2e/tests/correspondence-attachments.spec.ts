import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createVehicle, createVisit, newOwner, repairOrder, signUpThroughApi, uniqueVin } from './helpers';

// Other bytes than the repair order's: the same bytes on a visit are stored once.
const letter = {
  ...repairOrder,
  name: 'certified-mail-notice-to-the-manufacturer-with-green-card-receipt.pdf',
  buffer: Buffer.concat([repairOrder.buffer, Buffer.from('% the notice\n')]),
};

test('at phone width an owner attaches a visit document to a correspondence entry by keyboard and sees it on the entry', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpThroughApi(page, newOwner('correspondence-attachments'));
  const vehicleId = await createVehicle(page, { year: 2022, make: 'Toyota', model: 'Camry', vin: uniqueVin() });
  const visitId = await createVisit(page, { vehicle_id: vehicleId, date_in: '2025-01-05', primary_issue: 'Transmission slipping' });
  for (const file of [repairOrder, letter]) {
    const upload = await page.request.post(`/api/documents/upload/${visitId}`, { multipart: { files: file } });
    expect(upload.status(), await upload.text()).toBe(201);
  }

  await page.goto(`/vehicles/${vehicleId}`);
  const card = page.getByRole('region', { name: 'Correspondence' });
  await card.getByRole('button', { name: 'Add entry' }).focus();
  await page.keyboard.press('Enter');
  const form = card.getByRole('form', { name: 'Add a correspondence entry' });
  const picker = form.getByRole('group', { name: 'Attachments' });
  const attach = picker.getByRole('checkbox', { name: new RegExp(`^${letter.name} · `) });
  await expect(attach).toBeVisible();
  await expect(picker.getByRole('checkbox')).toHaveCount(2);

  // No serious or critical axe findings in the open form, and nothing wider than the phone.
  const { violations } = await new AxeBuilder({ page }).include('form[aria-label="Add a correspondence entry"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await form.getByLabel('Summary').fill('Mailed the written notice');
  await form.getByLabel('Summary').focus();
  await page.keyboard.press('Tab');
  await expect(attach).toBeFocused();
  await page.keyboard.press('Space');
  await expect(attach).toBeChecked();
  await form.getByRole('button', { name: 'Add entry' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();

  const entry = card.getByRole('list', { name: 'Correspondence log' }).getByRole('listitem').filter({ hasText: 'Mailed the written notice' }).first();
  const link = entry.getByRole('list', { name: 'Attachments' }).getByRole('link', { name: `${letter.name} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', /^\/api\/documents\/\d+\/file$/);
  await expect(entry.getByRole('link', { name: `${repairOrder.name} (opens in a new tab)` })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The choice is the stored one: after a reload, the edit form has it ticked.
  await page.reload();
  await expect(link).toBeVisible();
  await entry.getByRole('button', { name: /^Edit the entry of / }).click();
  await expect(
    card.getByRole('form', { name: 'Edit the correspondence entry' }).getByRole('checkbox', { name: new RegExp(`^${letter.name} · `) }),
  ).toBeChecked();
});
