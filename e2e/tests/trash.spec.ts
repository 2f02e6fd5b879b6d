import { expect, test, type Page } from '@playwright/test';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, signUpThroughApi } from './helpers';

const toastSaying = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .locator('.toast')
    .filter({ hasText: text })
    .last();

/** A vehicle's visit of Jan 5, 2025 with a claim sent to the dealer (its one mail). */
async function visitWithSentClaim(page: Page) {
  const vehicle = await createVehicleThroughApi(page, { make: 'Ford', model: 'Escape' });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id } });
  expect(created.status()).toBe(201);
  const claim = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/claims/${claim.id}/send`)).status()).toBe(202);
  return { visit, claim };
}

async function claimOf(page: Page, id: number) {
  const response = await page.request.get(`/api/claims/${id}`);
  return { status: response.status(), body: response.ok() ? ((await response.json()) as { status: string; dispatches: unknown[] }) : null };
}

for (const width of [375, 1280]) {
  test(`at ${width} px, deleting a visit a sent claim stands on names the claim and its mail, Undo brings them back, and the trash restores a deleted claim`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page, newOwner(`trash-${width}`));
    const { claim } = await visitWithSentClaim(page);
    await page.goto('/visits');

    // The question names the claim and its mail, and says where they go.
    await page.getByRole('button', { name: 'Delete visit of Jan 5, 2025' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Visit' });
    await expect(dialog).toContainText(`It also deletes Claim #${claim.id} and its 1 sent mail. It all stays in the trash for 30 days.`);
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/visits\/\d+$/.test(response.url()));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Delete visit of Jan 5, 2025' })).toBeHidden();
    expect((await claimOf(page, claim.id)).status).toBe(404);

    // The toast's Undo restores the visit with its sent claim and the claim's mail.
    const restored = page.waitForResponse((response) => response.url().endsWith('/restore'));
    await toastSaying(page, 'The visit has been successfully deleted.').getByRole('button', { name: 'Undo' }).click();
    expect((await restored).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Delete visit of Jan 5, 2025' })).toBeVisible();
    const back = await claimOf(page, claim.id);
    expect(back.body?.status).toBe('Sent');
    expect(back.body?.dispatches).toHaveLength(1);

    // A deleted claim waits in the trash, reached from the owner's menu, and comes back from there.
    expect((await page.request.delete(`/api/claims/${claim.id}`)).status()).toBe(204);
    if (width < 1024) await page.locator('header').first().getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
    const row = page.getByRole('listitem', { name: `Claim Claim #${claim.id}` });
    await expect(row).toContainText('With 1 mail');
    await expect(row).toContainText('30 days left');
    await row.getByRole('button', { name: `Restore Claim #${claim.id}` }).click();
    await expect(toastSaying(page, `Claim #${claim.id} is back`)).toBeVisible();
    await expect(page.getByText('The trash is empty.')).toBeVisible();
    const again = await claimOf(page, claim.id);
    expect(again.body?.status).toBe('Sent');
    expect(again.body?.dispatches).toHaveLength(1);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
