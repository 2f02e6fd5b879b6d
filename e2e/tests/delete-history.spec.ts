import { expect, test, type Page } from '@playwright/test';
import {
  createVehicleThroughApi,
  createVisitAtDirectoryDealer,
  newOwner,
  signUpThroughApi,
  vehicleCardOnList,
  vehicleDeletesSent,
  vehicleDeleted,
} from './helpers';

/** A vehicle with two visits, one of them claimed: deleting it would take all three along. */
async function vehicleWithHistory(page: Page, model: string) {
  const vehicle = await createVehicleThroughApi(page, { make: 'Ford', model });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: '2025-03-03', date_out: '2025-03-05', primary_issue: 'Check engine light' });
  expect((await page.request.post('/api/claims', { data: { visit_id: visit.id } })).status()).toBe(201);
  return vehicle;
}

for (const width of [1280, 375]) {
  test(`at ${width} px, deleting a vehicle with history asks first, naming what goes; one without goes at once with Undo`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page, newOwner(`delete-history-${width}`));
    await vehicleWithHistory(page, 'F-150');
    await createVehicleThroughApi(page, { make: 'Kia', model: 'Soul' });
    const deletes = vehicleDeletesSent(page);
    const ford = await vehicleCardOnList(page, '2022 Ford F-150');

    // Cancel keeps it, and nothing is sent.
    await ford.getByRole('button', { name: 'Delete 2022 Ford F-150' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2022 Ford F-150?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Deleting 2022 Ford F-150 also deletes its history: 2 visits, 1 claim. It all stays in the trash for 30 days.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(ford).toBeVisible();
    expect(deletes).toEqual([]);

    // Confirming deletes it, its visits and claim with it.
    await ford.getByRole('button', { name: 'Delete 2022 Ford F-150' }).click();
    const deleted = vehicleDeleted(page);
    await dialog.getByRole('button', { name: 'Delete vehicle and its history' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(dialog).toBeHidden();
    await expect(ford).toBeHidden();
    await expect(page.getByText('The vehicle has been successfully deleted, with its 2 visits and their claims and documents.').first()).toBeVisible();
    expect(await (await page.request.get('/api/visits')).json()).toEqual([]);
    expect(await (await page.request.get('/api/claims')).json()).toEqual([]);

    // No history: gone at once, with Undo, and no question.
    const kia = page.getByRole('article', { name: '2022 Kia Soul' });
    await kia.getByRole('button', { name: 'Delete 2022 Kia Soul' }).click();
    await expect(kia).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .locator('.toast')
      .filter({ hasText: 'The vehicle has been successfully deleted.' })
      .last();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(kia).toBeVisible();
    expect(deletes).toHaveLength(1);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px, a visit's delete question names the claim that goes with it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page, newOwner(`delete-visit-${width}`));
    const vehicle = await createVehicleThroughApi(page, { make: 'Ford', model: 'Ranger' });
    const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
    expect((await page.request.post('/api/claims', { data: { visit_id: visit.id } })).status()).toBe(201);
    await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: '2025-03-03', date_out: '2025-03-05', primary_issue: 'Check engine light' });
    await page.goto('/visits');

    await page.getByRole('button', { name: 'Delete visit of Jan 5, 2025' }).click();
    const claimed = page.getByRole('dialog', { name: 'Delete Visit' });
    await expect(claimed).toContainText(/It also deletes Claim #\d+\. It all stays in the trash for 30 days\./);
    await claimed.getByRole('button', { name: 'Cancel' }).click();
    await expect(claimed).toBeHidden();

    // A visit without a claim or documents: the spec's question alone.
    const counted = page.waitForResponse((response) => /\/api\/visits\/\d+\/dependents$/.test(response.url()));
    await page.getByRole('button', { name: 'Delete visit of Mar 3, 2025' }).click();
    const bare = page.getByRole('dialog', { name: 'Delete Visit' });
    await expect(bare).toBeVisible();
    expect(await (await counted).json()).toEqual({ visits: 0, claims: 0, documents: 0, mails: 0, claim_ids: [], lemon_law_attempts: 0, correspondence: 0 });
    await expect(bare).not.toContainText('It also deletes');
    await bare.getByRole('button', { name: 'Cancel' }).click();
    expect(await (await page.request.get('/api/visits')).json()).toHaveLength(2);
  });
}
