import { expect, test } from '@playwright/test';
import { fillByLabel, newOwner, signUpThroughUi } from './helpers';

test('a new owner signs up and manages vehicles', async ({ page }) => {
  const owner = newOwner('vehicles');
  await signUpThroughUi(page, owner);

  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No vehicles added yet')).toBeVisible();

  // The form refuses bad input with the spec's messages and sends nothing.
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Model').fill('Camry');
  await dialog.getByLabel('VIN').fill('4T1G11AK5NU1234');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Make is required')).toBeVisible();
  await expect(dialog.getByText('VIN must be 17 characters')).toBeVisible();

  // The VIN box is capped at 17 characters.
  await dialog.getByLabel('VIN').fill('4T1G11AK5NU123456789');
  await expect(dialog.getByLabel('VIN')).toHaveValue('4T1G11AK5NU123456');
  await fillByLabel(dialog, { Make: 'Toyota', Year: '2022', Trim: 'SE', 'License Plate': '7ABC123', 'Purchase Price': '28500' });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Vehicle added', { exact: true })).toBeVisible();

  const camry = page.getByRole('article', { name: '2022 Toyota Camry' });
  await expect(camry).toBeVisible();
  await expect(camry.getByText('VIN: ...123456')).toBeVisible();
  await expect(camry.getByText('7ABC123')).toBeVisible();
  await expect(camry.getByText('$28,500.00')).toBeVisible();
  await expect(camry.getByRole('link', { name: 'View Visits' })).toHaveAttribute('href', /\/visits\?vehicle_id=\d+$/);
  await expect(camry.getByRole('link', { name: 'New Visit' })).toHaveAttribute('href', /\/visits\/new\?vehicle_id=\d+$/);

  // A second vehicle, then the client-side search.
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  await dialog.getByLabel('Year').fill('2019');
  await dialog.getByLabel('Make').fill('Honda');
  await dialog.getByLabel('Model').fill('Civic');
  await dialog.getByLabel('VIN').fill('2HGFC2F59KH654321');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('article', { name: '2019 Honda Civic' })).toBeVisible();

  const search = page.getByPlaceholder('Search vehicles...');
  await search.fill('civic');
  await expect(page.getByRole('article', { name: '2019 Honda Civic' })).toBeVisible();
  await expect(camry).toBeHidden();
  await search.fill('123456');
  await expect(camry).toBeVisible();
  await expect(page.getByRole('article', { name: '2019 Honda Civic' })).toBeHidden();
  await search.fill('no such car');
  await expect(page.getByText('No vehicles found')).toBeVisible();
  await search.fill('');

  // Edit: the same rules apply, then the change shows in the list.
  await camry.getByRole('link', { name: 'Edit 2022 Toyota Camry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Vehicle' })).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveValue('Toyota');
  await page.getByLabel('Model').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Model is required')).toBeVisible();
  await page.getByLabel('Model').fill('Corolla');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Saving returns to the vehicle's page, which shows the change; its back link leads to the list.
  await expect(page).toHaveURL(/\/vehicles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '2022 Toyota Corolla' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Vehicles' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  const corolla = page.getByRole('article', { name: '2022 Toyota Corolla' });
  await expect(corolla).toBeVisible();

  // Delete (sent when its Undo toast closes), and the list stays right after a reload.
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/vehicles\/\d+$/.test(response.url()));
  await corolla.getByRole('button', { name: 'Delete 2022 Toyota Corolla' }).click();
  await expect(page.getByText('Vehicle deleted', { exact: true })).toBeVisible();
  await expect(corolla).toBeHidden();
  expect((await deleted).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('article', { name: '2019 Honda Civic' })).toBeVisible();
  await expect(page.getByRole('article', { name: '2022 Toyota Corolla' })).toBeHidden();
});

test("another owner sees none of the first owner's vehicles", async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUpThroughUi(firstPage, newOwner('first'));
  const created = await firstPage.request.post('/api/vehicles', {
    data: { year: 2020, make: 'Mazda', model: 'CX-5', vin: 'JM3KFBCM1L0123456' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signUpThroughUi(secondPage, newOwner('second'));
  await secondPage.goto('/vehicles');
  await expect(secondPage.getByText('No vehicles added yet')).toBeVisible();
  expect((await secondPage.request.get(`/api/vehicles/${id}`)).status()).toBe(404);

  await secondPage.goto(`/vehicles/${id}/edit`);
  await expect(secondPage.getByText('Vehicle not found')).toBeVisible();
  await first.close();
  await second.close();
});
