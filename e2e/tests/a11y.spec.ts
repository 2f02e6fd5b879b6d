import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, signUpThroughApi } from './helpers';

/** The rules checked: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits for the page's heading and for its data, then lists every serious or critical violation. */
async function seriousViolations(page: Page) {
  // A page that opens as a dialog (/visits/new, /claims/new) hides the page behind it.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Headings go down one level at a time (h1, h2, h3 …; back up is fine), starting at one h1. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6, [role="dialog"] h2'))
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => Number(heading.tagName.slice(1))),
  );
}

/** Where the headings skip a level, in words; empty when they do not. */
function headingJumps(levels: number[]): string[] {
  const jumps = levels[0] === 1 ? [] : [`starts at h${levels[0]}`];
  levels.forEach((level, index) => {
    if (index > 0 && level > levels[index - 1] + 1) jumps.push(`h${levels[index - 1]} → h${level}`);
  });
  return jumps;
}

/** Everything wrong with the page open in `page`: axe's serious and critical findings, its title, its headings. */
async function problemsOf(page: Page, title: string) {
  const problems: Record<string, unknown> = {};
  const violations = await seriousViolations(page);
  if (violations.length > 0) problems.violations = violations;
  const actualTitle = await page.title();
  if (actualTitle !== title) problems.title = actualTitle;
  const jumps = headingJumps(await headingLevels(page));
  if (jumps.length > 0) problems.headings = jumps;
  return problems;
}

async function checkPages(page: Page, pages: Array<[path: string, title: string]>) {
  const found: Record<string, unknown> = {};
  for (const [path, title] of pages) {
    await page.goto(path);
    const problems = await problemsOf(page, title);
    if (Object.keys(problems).length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
}

const PUBLIC_PAGES: Array<[path: string, title: string]> = [
  ['/', 'Downtime Claim Tracker'],
  ['/sign-in', 'Sign in · Downtime Claim Tracker'],
  ['/sign-up', 'Create account · Downtime Claim Tracker'],
  ['/terms', 'Terms of Service · Downtime Claim Tracker'],
  ['/privacy', 'Privacy Policy · Downtime Claim Tracker'],
  ['/about', 'About · Downtime Claim Tracker'],
  ['/contact', 'Contact · Downtime Claim Tracker'],
];

test('the public pages have no serious or critical axe violations, a title each, and headings without jumps', async ({ page }) => {
  test.setTimeout(120_000);
  await checkPages(page, PUBLIC_PAGES);
});

test('every page of a signed-in owner with data has no serious or critical axe violations, a title each, and headings without jumps', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page, newOwner('a11y'));
  const vehicle = await createVehicleThroughApi(page, { license_plate: '7ABC123', monthly_payment: 425.5 });
  await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic' });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  await createVisitAtDirectoryDealer(page, vehicle.id, { primary_issue: 'Infotainment reboots', date_in: '2025-02-01', date_out: '2025-02-03' });
  const claim = await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 1260 } });
  expect(claim.status()).toBe(201);
  const claimId = ((await claim.json()) as { id: number }).id;

  const pages: Array<[path: string, title: string]> = [
    ['/', 'Dashboard · Downtime Claim Tracker'],
    ['/vehicles', 'Vehicles · Downtime Claim Tracker'],
    [`/vehicles/${vehicle.id}`, 'Vehicle · Downtime Claim Tracker'],
    [`/vehicles/${vehicle.id}/edit`, 'Edit Vehicle · Downtime Claim Tracker'],
    ['/vehicle-search', 'Vehicle Management · Downtime Claim Tracker'],
    ['/vehicle-search?tab=dealerships', 'Vehicle Management · Downtime Claim Tracker'],
    ['/vehicle-search?tab=vehicles', 'Vehicle Management · Downtime Claim Tracker'],
    ['/visits', 'Service Visits · Downtime Claim Tracker'],
    ['/visits/new', 'New Service Visit · Downtime Claim Tracker'],
    [`/visits/${visit.id}`, 'Visit Details · Downtime Claim Tracker'],
    ['/claims', 'Claims · Downtime Claim Tracker'],
    ['/claims/new', 'New Claim · Downtime Claim Tracker'],
    [`/claims/${claimId}`, 'Claim Details · Downtime Claim Tracker'],
    ['/no-such-page', 'Page not found · Downtime Claim Tracker'],
  ];
  await checkPages(page, pages);
});

test('repeated links on cards name their record', async ({ page }) => {
  await signUpThroughApi(page, newOwner('a11y-links'));
  const camry = await createVehicleThroughApi(page);
  const civic = await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic' });
  await createVisitAtDirectoryDealer(page, camry.id);
  await createVisitAtDirectoryDealer(page, civic.id);
  for (const path of ['/vehicles', '/visits', '/vehicle-search?tab=vehicles']) {
    await page.goto(path);
    await expect(page.getByRole('article')).toHaveCount(2);
    const names = await page
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
    expect(new Set(names).size, `${path}: ${names.join(' | ')}`).toBe(names.length);
  }
});

test('the skip link is the first stop and lands on the page', async ({ page }) => {
  await signUpThroughApi(page, newOwner('a11y-skip'));
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, past the header.
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the Quick Actions menu works with the arrow keys and gives focus back', async ({ page }) => {
  await signUpThroughApi(page, newOwner('a11y-menu'));
  await page.goto('/');
  const button = page.getByRole('button', { name: /Quick Actions/ });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Quick Actions' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByText('shortcut activated').first()).toBeVisible();
  // The action's dialog opens over the page; closed, it gives focus back to the menu's button.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});

test('the Add Vehicle dialog fits 1280×900 with its buttons in view, and gives focus back when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughApi(page, newOwner('a11y-dialog'));
  await page.goto('/vehicles');
  // The header is one row at this width too.
  expect((await page.locator('header').first().boundingBox())!.height).toBeLessThanOrEqual(72);
  const add = page.getByRole('button', { name: 'Add Vehicle' }).first();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog.getByRole('button', { name: 'Add Vehicle' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await add.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeFocused();
});

test('at phone width the header is one row with a Menu button that opens the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpThroughApi(page, newOwner('a11y-phone'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const header = page.locator('header').first();
  const menuButton = header.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  await expect(header.getByRole('link', { name: 'Vehicles' })).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await header.getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Vehicles' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Signed out, the same.
  await page.context().clearCookies();
  await page.goto('/about');
  await expect(page.locator('header').first().getByRole('button', { name: 'Menu' })).toBeVisible();
  expect((await page.locator('header').first().boundingBox())!.height).toBeLessThanOrEqual(72);
});
