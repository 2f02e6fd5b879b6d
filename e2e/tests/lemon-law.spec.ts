import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, day, newOwner, signUpThroughApi } from './helpers';

/** Names the defect of a visit through its Edit Visit dialog, picking the suggestion when there is one. */
async function markDefect(page: Page, visitId: number, defect: string) {
  await page.goto(`/visits/${visitId}`);
  await page.getByRole('button', { name: 'Edit Visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service Visit' });
  await expect(dialog.getByLabel('Warranty repair')).toBeChecked();
  await dialog.getByLabel('Defect', { exact: true }).fill(defect);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('marking visits with a defect moves the lemon-law watch card; the case file reads as the chronology', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page, newOwner('lemon'));
  const vehicle = await createVehicleThroughApi(page, { make: 'Ford', model: 'Escape', vin: '1FMCU9H60NUA12345' });
  const card = page.getByRole('region', { name: 'Lemon-law watch' });

  // Without a state, the card says what to fill in; the form sets it.
  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(card).toContainText('Set the registration state to check lemon-law thresholds');
  await page.getByLabel('Registration State').selectOption('CA');
  await page.getByLabel('Delivery Date').fill(day(-200));
  await page.getByLabel('Delivery Mileage').fill('12');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Saving returns to the vehicle's page, which leads with the watch.
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));
  await expect(card).toContainText('0 of 30 days out of service');

  // Three warranty visits of 10, 9 and 8 days inside the period.
  const first = (await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-180), date_out: day(-170), primary_issue: 'Slips into neutral' })).visit;
  const second = (await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-120), date_out: day(-111), primary_issue: 'Slipping again' })).visit;
  const third = (await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-60), date_out: day(-52), primary_issue: 'Harsh shifts' })).visit;

  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(card).toContainText('27 of 30 days out of service');
  await expect(card).toContainText('This is not legal advice; check the statute linked here.');
  await expect(card.getByRole('link', { name: /California lemon law/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(card).toContainText(/The presumption period ends on/);
  await expect(card).not.toContainText('repairs for');

  // At 90% of the days threshold the dashboard names the vehicle.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Lemon-law watch' })).toContainText('27 of 30 days');

  // The vehicle's card says it in one line, urgent in words as well as colour, at 1280 and 375 px;
  // its title opens the vehicle's page: the watch first, then the three visits.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/vehicles');
    const vehicleCard = page.getByRole('article', { name: /Ford Escape/ });
    await expect(vehicleCard.getByText(/^Lemon-law: 27 of 30 days, near the threshold · window ends /)).toBeVisible();
    await vehicleCard.getByRole('link', { name: /^\d{4} Ford Escape$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));
    await expect(card).toContainText('27 of 30 days out of service');
    await expect(page.getByRole('region', { name: 'Visits' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Claims' })).toContainText('No claims for this vehicle yet.');
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await markDefect(page, first.id, 'Transmission slipping');
  // The second visit's form offers the defect already named, spelled the same way.
  await page.goto(`/visits/${second.id}`);
  await page.getByRole('button', { name: 'Edit Visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service Visit' });
  const listId = await dialog.getByLabel('Defect', { exact: true }).getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveCount(1);
  await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveAttribute('value', 'Transmission slipping');
  await page.keyboard.press('Escape');
  await markDefect(page, second.id, 'transmission  SLIPPING');

  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(card).toContainText('2 of 4 repairs for Transmission slipping');

  // A fourth repair of the same defect: the card says it likely qualifies.
  await markDefect(page, third.id, 'Transmission slipping');
  const fourth = (
    await createVisitAtDirectoryDealer(page, vehicle.id, {
      date_in: day(-30),
      date_out: day(-26),
      primary_issue: 'Still slipping',
      defect: 'Transmission slipping',
    })
  ).visit;
  expect(fourth.days).toBe(4);
  await page.goto(`/vehicles/${vehicle.id}/edit`);
  await expect(card).toContainText('4 of 4 repairs for Transmission slipping');
  await expect(card).toContainText('31 of 30 days out of service');
  await expect(card).toContainText('Likely qualifies in California');

  // The case file: downloaded from the card, read as text.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download case file' }).click();
  const download = await downloading;
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('2022 Ford Escape');
  expect(text).toContain('Transmission slipping');
  expect(text).toContain('Still slipping');
  expect(text).toMatch(/California/);
  expect(text).toContain('autosafety.org');
});
