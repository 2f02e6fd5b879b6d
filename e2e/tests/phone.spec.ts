import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, newOwnerWithVisit, openFilledAddVehicleDialog, signUpThroughApi } from './helpers';

const PHONE = { width: 375, height: 740 };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function seriousViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A draft claim on a completed visit at a directory dealer with an e-mail (so it can be sent). */
async function claimOnVisit(page: Page) {
  const vehicle = await createVehicleThroughApi(page);
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  const response = await page.request.post('/api/claims', { data: { visit_id: visit.id } });
  expect(response.status()).toBe(201);
  return { visit, claim: (await response.json()) as { id: number } };
}

async function closeClaim(page: Page, claimId: number, recovered: number | null) {
  expect((await page.request.post(`/api/claims/${claimId}/send`)).status()).toBeLessThan(300);
  const answered = await page.request.patch(`/api/claims/${claimId}`, { data: { status: 'Response', dealer_reply: 'We looked at it.' } });
  expect(answered.status(), await answered.text()).toBe(200);
  const closed = await page.request.patch(`/api/claims/${claimId}`, {
    data: { status: 'Closed', outcome_notes: recovered ? 'Paid' : 'Declined', ...(recovered === null ? {} : { recovered_amount: recovered }) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

test('at 375 px the claim page folds its actions under one "Actions" button; at 1280 px they stay in a row', async ({ page }) => {
  await signUpThroughApi(page, newOwner('phone-claim-actions'));
  const { claim } = await claimOnVisit(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/claims/${claim.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Claim #${claim.id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim actions' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send Claim' })).toBeVisible();

  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Claim actions' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Send Claim' })).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete Claim #${claim.id}` })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const actions = page.getByRole('group', { name: 'Claim actions' });
  await expect(actions.getByRole('link', { name: 'Download statement' })).toBeVisible();
  for (const name of ['Edit', 'Send Claim', `Delete Claim #${claim.id}`]) await expect(actions.getByRole('button', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // An action's dialog opens from the menu, and closing it leaves the menu where it was.
  await actions.getByRole('button', { name: 'Send Claim' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Claim #${claim.id}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('button', { name: 'Send Claim' })).toBeFocused();

  // Escape from the buttons folds them back, focus on "Actions".
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('at 375 px the visit page links to the assistant near the top', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { visit } = await newOwnerWithVisit(page, 'phone-visit');
  await page.goto(`/visits/${visit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Visit #${visit.id}` })).toBeVisible();
  const jump = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'AI Assistant' });
  await expect(jump).toBeInViewport();
  const assistant = page.getByRole('heading', { name: 'AI Assistant' });
  await expect(assistant).toBeVisible();
  await expect(assistant).not.toBeInViewport();
  await jump.click();
  await expect(assistant).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/visits/${visit.id}$`));
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 375 px a toast never covers a dialog’s title or buttons', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await signUpThroughApi(page, newOwner('phone-toast'));
  const dialog = await openFilledAddVehicleDialog(page);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const toast = page.locator('.toast').first();
  await expect(toast).toContainText("You're offline — nothing was saved. It will be kept here until you retry.");
  // Wait for the toast's slide-in and the dialog's move to settle.
  await page.waitForTimeout(400);
  const toastBox = await boxOf(toast);
  for (const part of [
    dialog.getByRole('heading', { name: 'Add New Vehicle' }),
    dialog.getByRole('button', { name: 'Add Vehicle' }),
    dialog.getByRole('button', { name: 'Cancel' }),
  ]) {
    await part.scrollIntoViewIfNeeded();
    expect(overlaps(toastBox, await boxOf(part)), 'the toast is clear of the dialog').toBe(false);
  }
  await expect(dialog.getByLabel('Model')).toHaveValue('Niro');
  await context.setOffline(false);
});

test('at 375 px the dashboard leads with a compact summary, and an empty one offers a vehicle first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpThroughApi(page, newOwner('phone-dashboard'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of ['Total Vehicles', 'Active Visits', 'Pending Claims', 'Total Claim Value'])
    await expect(page.getByRole('group', { name })).toBeInViewport();
  const visits = page.getByRole('region', { name: 'Recent Visits' });
  await expect(visits.getByRole('link', { name: 'Create Your First Visit' })).toHaveCount(0);
  await visits.getByRole('link', { name: 'Add Your First Vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Vehicle' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);

  // With a vehicle, the first visit.
  await createVehicleThroughApi(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recent Visits' }).getByRole('link', { name: 'Create Your First Visit' })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`at ${width} px a closed claim's badge says what it recovered, in calm colours`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpThroughApi(page, newOwner(`closed-badges-${width}`));
    const paid = await claimOnVisit(page);
    await closeClaim(page, paid.claim.id, 450);
    const declined = await claimOnVisit(page);
    await closeClaim(page, declined.claim.id, null);

    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Downtime Claims' })).toBeVisible();
    const recovered = page.getByText('Closed · $450.00 recovered').first();
    await expect(recovered).toBeVisible();
    await expect(recovered).toHaveClass(/badge-success/);
    const plain = page.locator('.badge', { hasText: /^Closed$/ }).first();
    await expect(plain).toBeVisible();
    await expect(plain).toHaveClass(/badge-neutral/);
    await expect(page.locator('.badge-destructive', { hasText: 'Closed' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/claims/${paid.claim.id}`);
    await expect(page.getByText('Closed · $450.00 recovered')).toHaveClass(/badge-success/);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Recent Claims' }).getByText('Closed · $450.00 recovered')).toBeVisible();
  });
}
