import { expect, test } from '@playwright/test';
import { chooseDealer, createVehicleThroughApi, dealerBox, newOwner, signUpThroughApi } from './helpers';

/** A dealer of the signed-in owner's own, through the API. */
async function ownDealer(request: import('@playwright/test').APIRequestContext, name: string, city: string) {
  const response = await request.post('/api/dealers', { data: { name, city } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 375, height: 800 } },
]) {
  test.describe(`the dealer picker (${label}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test("lists the nearest dealers to the owner's ZIP code, set in Settings, first", async ({ page }) => {
      await signUpThroughApi(page, newOwner(`picker-zip-${label}`));
      await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic' });
      await page.goto('/settings');
      const zip = page.getByLabel('Your ZIP code');
      await zip.fill('00000');
      await page.getByRole('button', { name: 'Save ZIP code' }).click();
      await expect(page.getByText('ZIP code 00000 is not a known US ZIP code')).toBeVisible();
      await expect(zip).toHaveValue('00000');
      await zip.fill('94103');
      await page.getByRole('button', { name: 'Save ZIP code' }).click();
      await expect(page.getByText('ZIP code saved').first()).toBeVisible();
      expect(((await (await page.request.get('/api/auth/user')).json()) as { zip_code: string | null }).zip_code).toBe('94103');

      await page.goto('/visits/new');
      const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
      const box = dealerBox(dialog);
      await expect(dialog.getByText('Type a ZIP code to see dealers near it')).toHaveCount(0);
      await box.click();
      const options = page.getByRole('listbox', { name: 'Dealers' }).getByRole('option');
      await expect(options.first()).toContainText(' mi');
      const miles = (await options.allTextContents())
        .map((text) => /(\d+(?:\.\d)?) mi/.exec(text)?.[1])
        .filter((value): value is string => value !== undefined)
        .map(Number);
      expect(miles.length).toBeGreaterThan(1);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('reads a typed ZIP code as a place: the dealers nearest to it first with their distance, without a ZIP code in Settings', async ({ page }) => {
      await signUpThroughApi(page, newOwner(`picker-typed-zip-${label}`));
      await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic' });
      await page.goto('/visits/new');
      const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
      const box = dealerBox(dialog);
      // No ZIP code in Settings: the picker says how to see dealers near a place.
      await expect(box).toHaveAccessibleDescription('Type a ZIP code to see dealers near it');
      const list = page.getByRole('listbox', { name: 'Dealers' });

      // Five digits, then ZIP+4: the list is the API's nearest-first page for that ZIP code, each with its distance.
      for (const [typed, zip] of [
        ['94103', '94103'],
        ['10001-1234', '10001'],
      ]) {
        await box.fill(typed);
        const group = list.getByRole('group', { name: `Nearest to ${zip}` });
        await expect(group).toBeVisible();
        const nearest = (await (await page.request.get(`/api/dealers?near=${zip}&limit=20`)).json()) as Array<{ name: string; distance: number }>;
        expect(nearest.length).toBeGreaterThan(1);
        const options = group.getByRole('option');
        await expect(options.locator('.combobox-option-label')).toHaveText(nearest.map((dealer) => dealer.name));
        const miles = (await options.allTextContents()).map((text) => Number(/(\d+\.\d) mi/.exec(text)?.[1]));
        expect(miles).toEqual(nearest.map((dealer) => Number(dealer.distance.toFixed(1))));
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        // A ZIP code is never offered as a dealer's name.
        await expect(list.getByRole('option', { name: 'Add a dealer', exact: true })).toBeVisible();
        await expect(list.getByText(`Add "${typed}" as a dealer`)).toHaveCount(0);
        await expect(list.getByText('No dealers match')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }

      // The nearest is chosen like any dealer.
      const nearest = list.getByRole('option').first();
      const name = (await nearest.locator('.combobox-option-label').textContent()) ?? '';
      await nearest.click();
      await expect(box).toHaveValue(name);

      // A ZIP code the table does not know says so.
      await box.fill('00000');
      await expect(list.getByRole('option', { name: 'ZIP code 00000 is not a known US ZIP code' })).toBeVisible();
      await expect(list.getByRole('group')).toHaveCount(0);
      await expect(list.getByText('Add "00000" as a dealer')).toHaveCount(0);
    });

    test("keeps what the owner types after choosing a dealer, however late the chosen dealer's details arrive", async ({ page }) => {
      await signUpThroughApi(page, newOwner(`picker-late-${label}`));
      const stamp = Date.now().toString(36);
      const chosen = await ownDealer(page.request, `Late Answer Motors ${stamp}`, 'Springfield');
      await createVehicleThroughApi(page);
      // The chosen dealer's own record answers slowly, as on a loaded server.
      await page.route(`**/api/dealers/${chosen.id}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fallback();
      });
      await page.goto('/visits/new');
      const box = dealerBox(page.getByRole('dialog', { name: 'Add New Service Visit' }));
      const details = page.waitForResponse(`**/api/dealers/${chosen.id}`);
      await chooseDealer(box, 'late answer', chosen.name);
      await box.fill('Another dealer');
      await details;
      await page.waitForTimeout(200);
      await expect(box).toHaveValue('Another dealer');
    });

    test('lists the preferred dealer first, is used by keyboard alone, adds a dealer inline, and the vehicle page clears the preference', async ({ page }) => {
      await signUpThroughApi(page, newOwner(`picker-${label}`));
      const stamp = Date.now().toString(36);
      const preferred = await ownDealer(page.request, `Harbor Preferred ${stamp}`, 'Springfield');
      const other = await ownDealer(page.request, `Zephyr Honda ${stamp}`, 'Shelbyville');
      const vehicle = await createVehicleThroughApi(page, { make: 'Honda', model: 'Accord' });
      const patched = await page.request.patch(`/api/vehicles/${vehicle.id}`, { data: { preferred_dealer_id: preferred.id } });
      expect(patched.status()).toBe(200);

      // A new visit of that vehicle starts at its preferred dealer, which the list shows first.
      await page.goto(`/visits/new?vehicle_id=${vehicle.id}`);
      const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
      const box = dealerBox(dialog);
      await expect(box).toHaveValue(preferred.name);
      await box.fill('');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const list = page.getByRole('listbox', { name: 'Dealers' });
      await expect(list.getByRole('option').first()).toContainText(preferred.name);
      await expect(list.getByRole('option').first()).toContainText("This vehicle's preferred dealer");
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toBeVisible();

      // Keyboard only: type, ArrowDown, Enter.
      await chooseDealer(box, 'zephyr', other.name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A dealer not listed is added from the list, its name carried over, and chosen.
      const added = `Brand New Motors ${stamp}`;
      await box.fill(added);
      const addOption = list.getByRole('option', { name: `Add "${added}" as a dealer` });
      await expect(addOption).toBeVisible();
      await box.press('ArrowUp');
      await expect(box).toHaveAttribute('aria-activedescendant', (await addOption.getAttribute('id')) ?? '');
      await box.press('Enter');
      const panel = dialog.getByRole('group', { name: 'Add a dealer' });
      await expect(panel.getByLabel('Dealer Name')).toHaveValue(added);
      await panel.getByRole('button', { name: 'Add Dealer' }).click();
      await expect(box).toHaveValue(added);
      await expect(panel).toBeHidden();

      await dialog.getByLabel('Date In').fill('2025-03-03');
      await dialog.getByLabel('Primary Issue').fill('Brake noise');
      await dialog.getByRole('button', { name: 'Create Visit' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article').filter({ hasText: 'Brake noise' })).toContainText(added);

      // The vehicle page shows its preferred dealer and clears it.
      await page.goto(`/vehicles/${vehicle.id}`);
      const region = page.getByRole('region', { name: 'Preferred dealer' });
      await expect(region).toContainText(preferred.name);
      await region.getByRole('button', { name: 'Clear the preferred dealer of this vehicle' }).click();
      await expect(page.getByText('Preferred dealer cleared', { exact: true })).toBeVisible();
      await expect(region).not.toContainText(preferred.name);
      const after = (await (await page.request.get(`/api/vehicles/${vehicle.id}`)).json()) as { preferred_dealer_id: number | null };
      expect(after.preferred_dealer_id).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
