import { expect, test } from '@playwright/test';
import { createVehicleThroughApi, fillByLabel, newOwner, signUpThroughApi, vehicleCardOnList, vehicleDeletesSent, vehicleDeleted } from './helpers';

test('the landing offers Create account, which is /sign-up: its own URL, linked with sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  // Opened directly, the page is the sign-up form; signing up lands on the dashboard.
  const owner = newOwner('sign-up-url');
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(owner.name);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Signed in, /sign-up has nothing to offer.
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('deleting a vehicle without history hides it at once with Undo; the DELETE goes out only when the toast closes', async ({ page }) => {
  await signUpThroughApi(page, newOwner('undo-delete'));
  // No visits: nothing else goes with it, so it is deleted at once (delete-history.spec.ts has one with visits).
  await createVehicleThroughApi(page, { make: 'Kia', model: 'Niro' });
  const deletes = vehicleDeletesSent(page);
  const card = await vehicleCardOnList(page, '2022 Kia Niro');

  // Undo: the card comes back and nothing was sent.
  await card.getByRole('button', { name: 'Delete 2022 Kia Niro' }).click();
  await expect(card).toBeHidden();
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('.toast');
  await expect(toast).toContainText('The vehicle has been successfully deleted.');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await page.waitForTimeout(6000);
  expect(deletes).toEqual([]);

  // A tab closed (here: reloaded) before the toast closes loses nothing.
  await card.getByRole('button', { name: 'Delete 2022 Kia Niro' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(card).toBeVisible();
  expect(deletes).toEqual([]);

  // Left alone, the toast closes and the vehicle is deleted.
  const deleted = vehicleDeleted(page);
  await card.getByRole('button', { name: 'Delete 2022 Kia Niro' }).click();
  expect((await deleted).status()).toBe(204);
  expect(deletes).toHaveLength(1);
  await page.reload();
  await expect(page.getByText('No vehicles added yet')).toBeVisible();
  expect(await (await page.request.get('/api/visits')).json()).toEqual([]);
});

test('the same VIN cannot be added twice; VIN characters are checked', async ({ page }) => {
  await signUpThroughApi(page, newOwner('duplicate-vin'));
  await createVehicleThroughApi(page, { vin: '1HGCV1F30MA123456', make: 'Honda', model: 'Accord' });
  await page.goto('/vehicles');
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await fillByLabel(dialog, { Make: 'Honda', Model: 'Accord', VIN: '1HGCV1F30MA12345O' });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('VIN may contain only letters and digits, and never the letters I, O or Q')).toBeVisible();

  await dialog.getByLabel('VIN').fill('1hgcv1f30ma123456');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('You already have a vehicle with this VIN')).toBeVisible();
  await expect(dialog.getByLabel('VIN')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the vehicle search also finds a licence plate, with or without its spaces', async ({ page }) => {
  await signUpThroughApi(page, newOwner('plate-search'));
  await createVehicleThroughApi(page, { make: 'Toyota', model: 'Camry', license_plate: '7ABC 123' });
  await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic', license_plate: 'XYZ-987' });
  await page.goto('/vehicles');
  const search = page.getByPlaceholder('Search vehicles...');
  await search.fill('7abc123');
  await expect(page.getByRole('article', { name: '2022 Toyota Camry' })).toBeVisible();
  await expect(page.getByRole('article', { name: '2022 Honda Civic' })).toBeHidden();
  await search.fill('xyz 987');
  await expect(page.getByRole('article', { name: '2022 Honda Civic' })).toBeVisible();
  await expect(page.getByRole('article', { name: '2022 Toyota Camry' })).toBeHidden();
});

test('the edit form shows amounts with two decimals', async ({ page }) => {
  await signUpThroughApi(page, newOwner('two-decimals'));
  const vehicle = await createVehicleThroughApi(page, { monthly_payment: 425.5, msrp: 32000 });
  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('425.50');
  await expect(page.getByLabel('MSRP')).toHaveValue('32000.00');
});
