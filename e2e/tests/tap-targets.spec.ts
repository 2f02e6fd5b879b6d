import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createVehicle,
  createVehicleThroughApi,
  createVisit,
  createVisitAtDirectoryDealer,
  dealerBox,
  newOwner,
  newOwnerWithVisit,
  signUpThroughApi,
} from './helpers';
import { smallTapTargets, targetSizeViolations } from './tap-targets';

const PHONE = { width: 375, height: 740 };

/** A day `days` before today, as the visit form writes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Collects, per screen, the tap targets under 44 × 44 px and axe's target-size findings; the test
 * ends by expecting none, so one run lists every screen that falls short.
 */
function survey(page: Page) {
  const found: Record<string, { small?: string[]; axe?: string[] }> = {};
  return {
    found,
    check: async (screen: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Let transitions (a dialog opening, a list sliding in) settle before measuring.
      await page.waitForTimeout(250);
      const small = await smallTapTargets(page);
      const axe = await targetSizeViolations(page);
      if (small.length > 0 || axe.length > 0) found[screen] = { ...(small.length ? { small } : {}), ...(axe.length ? { axe } : {}) };
    },
  };
}

/** Opens the phone header's menu (nav and actions), checks the screen with it open, and closes it. */
async function checkWithMenuOpen(page: Page, check: (screen: string) => Promise<void>, screen: string) {
  const menu = page.locator('header').first().getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await check(`${screen} (menu open)`);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function clickEachTab(tabs: Locator, check: (tab: string) => Promise<void>) {
  for (const tab of await tabs.all()) {
    if (await tab.isDisabled()) continue;
    const name = (await tab.textContent())?.trim() ?? '';
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check(name);
  }
}

test.describe('tap targets at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the public pages: every tap target at least 44 × 44 px, no axe target-size violation, with the menu closed and open', async ({ page }) => {
    test.setTimeout(180_000);
    const { found, check } = survey(page);
    for (const [path, title] of [
      ['/', /.+/],
      ['/sign-in', 'Sign in'],
      ['/sign-up', 'Create your account'],
      ['/forgot-password', /password/i],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/about', /About/],
      ['/contact', /Contact/],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
      await check(path);
      await checkWithMenuOpen(page, check, path);
    }
    expect(found).toEqual({});
  });

  test("an owner's dashboard, menus, settings and notifications: every tap target at least 44 × 44 px, no axe target-size violation", async ({ page }) => {
    test.setTimeout(240_000);
    await signUpThroughApi(page, newOwner('thumb-home'));
    const vehicleId = await createVehicle(page, { year: 2022, make: 'Kia', model: 'Telluride', vin: '5XYP5DHC1NG123457' });
    // Visits open for more than 14 days raise alerts: more than a page of them (20), so the pages' buttons show.
    for (let index = 0; index < 21; index += 1)
      await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(20 + index), primary_issue: `Rattle number ${index + 1}` });
    const vehicle = await createVehicleThroughApi(page);
    const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
    expect((await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 900 } })).status()).toBe(201);
    const { found, check } = survey(page);

    await page.goto('/');
    await heading(page, 'Dashboard');
    await check('/');
    await checkWithMenuOpen(page, check, '/');
    // The Quick Actions menu, opened from the header's menu.
    await page.locator('header').first().getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Quick Actions/ }).click();
    await expect(page.getByRole('menu', { name: 'Quick Actions' })).toBeVisible();
    await check('/ (Quick Actions open)');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await heading(page, 'Settings');
    await check('/settings');

    await page.goto('/notifications');
    await heading(page, 'Notifications');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await check('/notifications');

    await page.goto('/no-such-page');
    await heading(page, 'Page not found');
    await check('/no-such-page');
    expect(found).toEqual({});
  });

  test('the vehicle pages: every tap target at least 44 × 44 px, no axe target-size violation', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpThroughApi(page, newOwner('thumb-vehicles'));
    // A vehicle near California's 30 days, so its page shows the lemon-law watch with the notice, and a claim.
    const vehicle = await createVehicleThroughApi(page, {
      license_plate: '7ABC123',
      monthly_payment: 425.5,
      registration_state: 'CA',
      delivery_date: daysAgo(200),
      delivery_mileage: 12,
    });
    const defect = 'Transmission slipping';
    const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: daysAgo(180), date_out: daysAgo(170), defect });
    await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: daysAgo(120), date_out: daysAgo(111), defect });
    await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: daysAgo(60), date_out: daysAgo(52), defect });
    expect((await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 900 } })).status()).toBe(201);
    const { found, check } = survey(page);

    await page.goto('/vehicles');
    await heading(page, 'Vehicles');
    await check('/vehicles');
    await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add New Vehicle' })).toBeVisible();
    await check('/vehicles (Add Vehicle)');
    await page.keyboard.press('Escape');

    await page.goto(`/vehicles/${vehicle.id}`);
    await heading(page, /Camry/);
    await check(`/vehicles/{id}`);
    await page.getByRole('button', { name: 'Write the notice to the manufacturer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`/vehicles/{id} (notice dialog)`);
    await page.keyboard.press('Escape');

    await page.goto(`/vehicles/${vehicle.id}/edit`);
    await heading(page, 'Edit Vehicle');
    await check('/vehicles/{id}/edit');
    const preferred = page.getByRole('combobox', { name: 'Preferred Dealer' });
    await preferred.click();
    await expect(page.getByRole('listbox', { name: 'Dealers' }).getByRole('option').first()).toBeVisible();
    await check('/vehicles/{id}/edit (dealer list open)');
    await preferred.press('Escape');

    await page.goto('/vehicle-search');
    await heading(page, 'Vehicle Management');
    await clickEachTab(page.getByRole('tablist', { name: 'Vehicle Management' }).getByRole('tab'), (tab) => check(`/vehicle-search (${tab})`));
    expect(found).toEqual({});
  });

  test('the visit pages and the assistant: every tap target at least 44 × 44 px, no axe target-size violation', async ({ page }) => {
    test.setTimeout(180_000);
    const { visit } = await newOwnerWithVisit(page, 'thumb-visits');
    const { found, check } = survey(page);

    await page.goto('/visits');
    await heading(page, 'Service Visits');
    await check('/visits');

    await page.goto('/visits/new');
    const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
    await expect(dialog).toBeVisible();
    await check('/visits/new');
    await dealerBox(dialog).click();
    await expect(page.getByRole('listbox', { name: 'Dealers' }).getByRole('option').first()).toBeVisible();
    await check('/visits/new (dealer list open)');
    await dealerBox(dialog).press('Escape');
    await page.keyboard.press('Escape');

    await page.goto(`/visits/${visit.id}`);
    await heading(page, `Visit #${visit.id}`);
    await check('/visits/{id}');
    const assistant = page.getByRole('tablist', { name: 'AI Assistant' });
    await expect(assistant).toBeVisible();
    await clickEachTab(assistant.getByRole('tab'), (tab) => check(`/visits/{id} (assistant: ${tab})`));
    expect(found).toEqual({});
  });

  test('the claim pages, the send dialog and the assistant: every tap target at least 44 × 44 px, no axe target-size violation', async ({ page }) => {
    test.setTimeout(180_000);
    const { visit } = await newOwnerWithVisit(page, 'thumb-claims');
    const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 1260 } });
    expect(created.status()).toBe(201);
    const claim = (await created.json()) as { id: number };
    const { found, check } = survey(page);

    await page.goto('/claims');
    await heading(page, 'Downtime Claims');
    await check('/claims');

    await page.goto('/claims/new');
    await expect(page.getByRole('dialog', { name: 'New Claim' })).toBeVisible();
    await check('/claims/new');
    await page.keyboard.press('Escape');

    await page.goto(`/claims/${claim.id}`);
    await heading(page, `Claim #${claim.id}`);
    await check('/claims/{id}');
    const toggle = page.getByRole('button', { name: 'Claim actions' });
    await toggle.click();
    await check('/claims/{id} (actions open)');
    await page.getByRole('group', { name: 'Claim actions' }).getByRole('button', { name: 'Send Claim' }).click();
    await expect(page.getByRole('dialog', { name: `Send Claim #${claim.id}` })).toBeVisible();
    await check('/claims/{id} (send dialog)');
    await page.keyboard.press('Escape');
    const assistant = page.getByRole('tablist', { name: 'AI Assistant' });
    await expect(assistant).toBeVisible();
    await clickEachTab(assistant.getByRole('tab'), (tab) => check(`/claims/{id} (assistant: ${tab})`));
    expect(found).toEqual({});
  });
});

test("at 375 px the unread count is in the header's row beside the Menu button, in sight without opening it; at 1280 px the one bell sits among the actions", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpThroughApi(page, newOwner('thumb-bell'));
  const vehicleId = (await createVehicleThroughApi(page)).id;
  // Two visits still open after more than 14 days: two alerts.
  await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(30), primary_issue: 'Engine stalls at idle' });
  await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(20), primary_issue: 'Infotainment reboots' });

  await page.goto('/');
  await heading(page, 'Dashboard');
  const header = page.locator('header').first();
  const bell = header.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(bell).toBeInViewport();
  await expect(bell.getByText('2', { exact: true })).toBeVisible();
  const box = (await bell.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  // The header stays one row, the bell in it beside the Menu button, which is still closed.
  const headerBox = (await header.boundingBox())!;
  expect(headerBox.height).toBeLessThanOrEqual(72);
  expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const menuBox = (await menu.boundingBox())!;
  expect(Math.abs(menuBox.y + menuBox.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(2);
  // Opened, the menu does not list a second bell.
  await menu.click();
  await expect(header.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveCount(1);

  // Wider, the header is one row again with one bell, among the actions.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveCount(1);
  await expect(page.locator('#header-actions').getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await heading(page, 'Notifications');
});
