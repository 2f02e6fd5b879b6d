import { expect, test, type Page } from '@playwright/test';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, signUpThroughApi } from './helpers';

/** Opens the palette with Ctrl+K and types `query`; gives back the results list. */
async function search(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  if (!(await dialog.isVisible())) {
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
  }
  const box = dialog.getByRole('combobox');
  await box.fill(query);
  return dialog.getByRole('listbox', { name: 'Results' });
}

for (const width of [1280, 375]) {
  test(`at ${width} px the palette finds claims, visits, plates, VINs, dealers and settings, and opens them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpThroughApi(page, newOwner(`palette-${width}`));
    const vehicle = await createVehicleThroughApi(page, { year: 2021, make: 'Kia', model: 'Niro', license_plate: '8XYZ 042', vin: 'KNDCM3LD5M5777123' });
    const { visit, dealer } = await createVisitAtDirectoryDealer(page, vehicle.id);
    const claim = (await (await page.request.post('/api/claims', { data: { visit_id: visit.id } })).json()) as { id: number };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    let results = await search(page, `claim ${claim.id}`);
    await expect(results.getByRole('option')).toHaveCount(1);
    await expect(results.getByRole('option').first()).toContainText(`Claim #${claim.id}`);

    results = await search(page, `#${claim.id}`);
    await expect(results.getByRole('option', { name: new RegExp(`Claim #${claim.id}\\b`) })).toBeVisible();

    results = await search(page, `visit ${visit.id}`);
    await expect(results.getByRole('option')).toHaveCount(1);
    await expect(results.getByRole('option').first()).toContainText(`Visit #${visit.id}`);

    results = await search(page, '8xyz-042');
    await expect(results.getByRole('option', { name: /2021 Kia Niro/ })).toBeVisible();

    results = await search(page, '777123');
    await expect(results.getByRole('option', { name: /2021 Kia Niro/ })).toBeVisible();

    results = await search(page, dealer.name);
    await expect(results.getByRole('group', { name: 'Dealers' }).getByRole('option', { name: dealer.name }).first()).toBeVisible();

    results = await search(page, 'notifications');
    await expect(results.getByRole('group', { name: 'Settings' }).getByRole('option', { name: /^Alerts/ })).toBeVisible();

    // Keyboard: the first result is chosen with Enter and opens its page.
    results = await search(page, 'settings');
    await expect(results.getByRole('option').first()).toContainText('Settings');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // A Settings section opens at its place on the page.
    results = await search(page, 'export');
    await results.getByRole('option', { name: /Export my data/ }).click();
    await expect(page).toHaveURL(/\/settings#export$/);
    await expect(page.locator('#export')).toBeFocused();

    // Arrow keys walk to the claim, Enter opens it.
    results = await search(page, `claim ${claim.id}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/claims/${claim.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Claim #${claim.id}` })).toBeVisible();

    // A dealer opens the owner's visits there.
    await search(page, dealer.name);
    await page.getByRole('group', { name: 'Dealers' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/visits\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeVisible();
    await expect(page.getByText('Transmission slipping')).toBeVisible();
  });
}
