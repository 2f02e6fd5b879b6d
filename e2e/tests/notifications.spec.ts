import { expect, test } from '@playwright/test';
import { createVehicle, createVisit, newOwner, signUpThroughApi } from './helpers';

/** A day `days` before today, as the visit form writes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('the bell counts the alerts the scan finds, lists them with links, and mark all read clears the count', async ({ page }) => {
  await signUpThroughApi(page, newOwner('bell'));
  const vehicleId = await createVehicle(page, { year: 2022, make: 'Kia', model: 'Telluride', vin: '5XYP5DHC1NG123456' });
  // Two visits still open after more than 14 days: two alerts.
  const first = await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(30), primary_issue: 'Engine stalls at idle' });
  await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(20), primary_issue: 'Infotainment reboots' });

  await page.goto('/');
  // The scan runs every NOTIFY_SCAN_SECONDS (a few seconds in this suite) and the bell asks again when the page is reloaded.
  const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /has been at .* for 30 days$/ })).toHaveAttribute('href', `/visits/${first}`);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

test('at phone width the bell is in the header row beside the Menu button, not inside the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpThroughApi(page, newOwner('bell-phone'));
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toHaveCount(1);
});
