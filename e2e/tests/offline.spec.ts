import { expect, test } from '@playwright/test';
import { createVehicleThroughApi, newOwner, signUpThroughApi } from './helpers';

const OFFLINE = "You're offline — nothing was saved. It will be kept here until you retry.";

for (const width of [1280, 375]) {
  test(`at ${width} px a vehicle edited offline says the one offline sentence, keeps the input, and saves on retry`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpThroughApi(page, newOwner(`offline-edit-${width}`));
    const vehicle = await createVehicleThroughApi(page, { year: 2021, make: 'Kia', model: 'Niro' });
    await page.goto(`/vehicles/${vehicle.id}/edit`);
    const model = page.getByLabel('Model');
    await expect(model).toHaveValue('Niro');
    await model.fill('Niro EV');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(OFFLINE, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}/edit$`));
    await expect(model).toHaveValue('Niro EV');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).not.toHaveURL(/\/edit$/);
    const saved = (await (await page.request.get(`/api/vehicles/${vehicle.id}`)).json()) as { model: string };
    expect(saved.model).toBe('Niro EV');
  });
}

test('an area whose code was not loaded offline says it needs a connection, and Retry loads it once back online', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('offline-area-retry'));
  await page.goto('/visits');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Claims' }).click();
  const area = page.getByRole('alert').filter({ hasText: 'This part needs a connection' });
  await expect(area.getByRole('heading', { name: 'This part needs a connection' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // Retry while still offline: the same calm notice, nothing worse.
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(area.getByRole('heading', { name: 'This part needs a connection' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back online, Retry (or the connection's return by itself) loads the area.
  await context.setOffline(false);
  const retry = area.getByRole('button', { name: 'Retry' });
  await retry.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Downtime Claims' })).toBeVisible();
});
