import { expect, test } from '@playwright/test';
import { dealerBox, newOwner, signUpThroughApi } from './helpers';

// A 2003 Honda Accord coupe, the VIN NHTSA's vPIC uses in its own examples.
const ACCORD_VIN = '1HGCM82633A004352';

test('Vehicle Search: a decoded VIN becomes a vehicle after the owner confirms it, and Manage opens it', async ({ page }) => {
  await signUpThroughApi(page, newOwner('catalog-vin'));
  await page.goto('/vehicle-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Management' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Vehicle Search', 'Find Dealerships', 'My Vehicles']);

  const vin = page.getByRole('textbox', { name: 'VIN' });
  await vin.fill('1hgcm8263');
  await page.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(page.getByText('Invalid VIN').first()).toBeVisible();

  await vin.fill(ACCORD_VIN.toLowerCase());
  await expect(vin).toHaveValue(ACCORD_VIN);
  await page.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(page.getByText('VIN Decoded Successfully').first()).toBeVisible();
  await expect(page.getByText('Found: 2003 Honda Accord').first()).toBeVisible();
  const found = page.getByRole('region', { name: 'Selected vehicle' });
  await expect(found.getByRole('heading', { name: /^2003 Honda Accord/ })).toBeVisible();

  await found.getByRole('button', { name: 'Add to My Vehicles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog.getByLabel('Year')).toHaveValue('2003');
  await expect(dialog.getByLabel('Make')).toHaveValue('Honda');
  await expect(dialog.getByLabel('Model')).toHaveValue('Accord');
  await expect(dialog.getByRole('textbox', { name: 'VIN' })).toHaveValue(ACCORD_VIN);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('The vehicle has been successfully added.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'My Vehicles' }).click();
  await expect(page).toHaveURL(/tab=vehicles/);
  const card = page.getByRole('article', { name: '2003 Honda Accord' });
  await expect(card.getByText(ACCORD_VIN)).toBeVisible();
  await card.getByRole('link', { name: 'Manage 2003 Honda Accord' }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+\/edit$/);
});

test('Vehicle Search: year, make and model from the catalog', async ({ page }) => {
  await signUpThroughApi(page, newOwner('catalog-ymm'));
  await page.goto('/vehicle-search');
  await page.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page.getByText('Incomplete Selection').first()).toBeVisible();
  await page.getByLabel('Year').selectOption('2019');
  await page.getByLabel('Make').selectOption({ label: 'Tesla' });
  await page.getByLabel('Model').selectOption({ label: 'Model 3' });
  await page.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page.getByText('Vehicle Selected').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected vehicle' }).getByRole('heading', { name: '2019 Tesla Model 3' })).toBeVisible();
});

test('the Add Vehicle dialog on /vehicles decodes a VIN into year, make and model', async ({ page }) => {
  await signUpThroughApi(page, newOwner('catalog-dialog'));
  await page.goto('/vehicles');
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await dialog.getByRole('textbox', { name: 'VIN' }).fill(ACCORD_VIN);
  await dialog.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(dialog.getByLabel('Make')).toHaveValue('Honda');
  await expect(dialog.getByLabel('Model')).toHaveValue('Accord');
  await expect(dialog.getByLabel('Year')).toHaveValue('2003');
});

test('Find Dealerships: around a ZIP code and the current location; the preferred dealer is chosen in New Visit', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('catalog-dealers'));
  await page.goto('/vehicle-search?tab=dealerships');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Location required').first()).toBeVisible();

  await page.getByLabel('Location').fill('Nowhere, ZZ');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Location not found').first()).toBeVisible();

  await page.getByLabel('Location').fill('Chicago, IL');
  await page.getByLabel('Radius').selectOption('50');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  const distances = (await results.locator('.dealership-distance').allTextContents()).map((text) => {
    expect(text).toMatch(/^\d+\.\d mi$/);
    return Number.parseFloat(text);
  });
  expect(distances.length).toBeGreaterThan(0);
  expect(distances.every((distance) => distance <= 50)).toBe(true);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);

  const first = results.first();
  const name = (await first.getAttribute('aria-label')) as string;
  await first.getByRole('button', { name: `Select ${name}` }).click();
  await expect(page.getByText('Dealership selected').first()).toBeVisible();
  const chosen = page.getByRole('region', { name: 'Selected dealership' });
  await chosen.getByRole('button', { name: 'Set as Preferred Dealer' }).click();
  await expect(chosen.getByText('Your preferred dealer', { exact: true })).toBeVisible();
  const owner = (await (await page.request.get('/api/auth/user')).json()) as { preferred_dealer_id: number };
  expect(owner.preferred_dealer_id).toEqual(expect.any(Number));

  // The browser's position: denied first, then granted.
  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(page.getByText('Location access denied. Please enter your location manually.').first()).toBeVisible();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 34.0901, longitude: -118.4065 });
  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(page.getByText('Location found').first()).toBeVisible();
  await page.getByLabel('Radius').selectOption('25');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /within 25 miles of Current location/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/Los Angeles|Beverly Hills|Santa Monica|Glendale|Long Beach/);

  // New Visit starts at the preferred dealer.
  const vehicle = await page.request.post('/api/vehicles', { data: { year: 2022, make: 'Honda', model: 'Civic', vin: '2HGFC2F59KH654321' } });
  expect(vehicle.status()).toBe(201);
  await page.goto('/visits/new');
  const visitDialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
  const preferred = (await (await page.request.get(`/api/dealers/${owner.preferred_dealer_id}`)).json()) as { name: string };
  await expect(dealerBox(visitDialog)).toHaveValue(preferred.name);
});

for (const width of [1280, 375]) {
  test(`at ${width} px, a vehicle picked from the catalog is saved without a VIN, and says so until one is added`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page, newOwner(`catalog-no-vin-${width}`));
    await page.goto('/vehicle-search');
    // Makes wait for the year; a year's makes start with the common ones.
    await expect(page.getByLabel('Make')).toBeDisabled();
    await page.getByLabel('Year').selectOption('2013');
    const makes = page.getByLabel('Make').locator('option');
    await expect(makes.nth(1)).toHaveText('Toyota');
    await expect(makes.nth(2)).toHaveText('Ford');
    await page.getByLabel('Make').selectOption({ label: 'Ford' });
    await page.getByLabel('Model').selectOption({ label: 'F-150' });
    await page.getByRole('button', { name: 'Select Vehicle' }).click();
    const found = page.getByRole('region', { name: 'Selected vehicle' });
    await found.getByRole('button', { name: 'Add to My Vehicles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
    await expect(dialog.getByLabel('Model')).toHaveValue('F-150');
    await expect(dialog.getByRole('textbox', { name: 'VIN' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page.getByText('The vehicle has been successfully added.').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/vehicles');
    const card = page.getByRole('article', { name: '2013 Ford F-150' });
    await expect(card.getByText('VIN: not recorded')).toBeVisible();
    await expect(card.getByText('Add the VIN before your first claim: the statement needs it.')).toBeVisible();
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The edit form takes it later.
    await card.getByRole('link', { name: 'Add the VIN of 2013 Ford F-150' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Vehicle' })).toBeVisible();
    await page.getByRole('textbox', { name: 'VIN' }).fill('1FTFW1EF1DFA00001');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/vehicles\/\d+$/);
    await expect(page.getByText('VIN 1FTFW1EF1DFA00001')).toBeVisible();
  });
}
