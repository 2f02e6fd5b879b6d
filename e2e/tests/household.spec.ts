import { expect, test, type Page } from '@playwright/test';
import { HouseholdMessages } from '@dct/contracts';
import { createVehicleThroughApi, linkFromOutbox, newOwner, signUpThroughApi } from './helpers';

/** The join link of the invitation mailed to `email`, as a path. */
async function invitationLinkFromOutbox(email: string): Promise<string> {
  const link = await linkFromOutbox(email, {
    file: 'household-invitation',
    link: /https?:\/\/\S+\/household\/join\?token=[^\s"<>]+/,
    what: 'an invitation mail',
  });
  const url = new URL(link);
  return url.pathname + url.search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner invites a viewer, who signs in from the link, accepts, sees the vehicle without buttons to change it, and is refused a change', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newOwner('household-owner');
  const viewer = newOwner('household-viewer');
  await signUpThroughApi(page, owner);
  await createVehicleThroughApi(page, { year: 2021, make: 'Honda', model: 'Pilot' });

  // The owner invites the second address as a viewer from Settings → Household.
  await page.goto('/settings#household');
  const section = page.locator('#household');
  await expect(section.getByRole('heading', { name: 'Household' })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: owner.email })).toContainText('You');
  await section.getByLabel('E-mail address').fill(viewer.email);
  await expect(section.getByLabel('Role', { exact: true })).toHaveValue('member');
  await section.getByLabel('Role', { exact: true }).selectOption('viewer');
  await section.getByRole('button', { name: 'Invite' }).click();
  await expect(page.locator('.toast').getByText(HouseholdMessages.invited)).toBeVisible();
  await expect(section.getByRole('button', { name: `Withdraw the invitation to ${viewer.email}` })).toBeVisible();
  const link = await invitationLinkFromOutbox(viewer.email);

  // The invited person has an account but is signed out, on a phone: the link asks them to sign
  // in first and brings them back with the token.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const second = await phone.newPage();
    await signUpThroughApi(second, viewer);
    await phone.clearCookies();
    await second.goto(link);
    await expect(second).toHaveURL(/\/sign-in\?next=/);
    await signIn(second, viewer.email, viewer.password);

    await expect(second.getByRole('heading', { level: 1, name: 'Join a household' })).toBeVisible();
    await expect(second.getByText(HouseholdMessages.joinMovesRecords)).toBeVisible();
    await expect(second.getByText(HouseholdMessages.joinLeavesRecords)).toBeVisible();
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await second.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(second.getByRole('status').filter({ hasText: HouseholdMessages.joined })).toBeVisible();
    await second.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The owner's vehicle is there, under a note that says why nothing offers to change it.
    await second.goto('/vehicles');
    await expect(second.getByText('2021 Honda Pilot').first()).toBeVisible();
    await expect(second.getByRole('note').filter({ hasText: 'You are a viewer of' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
    await expect(second.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await second.getByRole('link', { name: '2021 Honda Pilot' }).first().click();
    await expect(second.getByRole('heading', { level: 1, name: /2021 Honda Pilot/ })).toBeVisible();
    await expect(second.getByRole('link', { name: /edit vehicle|add it to the vehicle/i })).toHaveCount(0);
    // A change sent anyway is refused with the viewer's sentence.
    const refused = await second.request.post('/api/vehicles', { data: { year: 2020, make: 'Kia', model: 'Niro', vin: 'KNDCM3LD5M5123456' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(HouseholdMessages.viewerReadOnly);

    // Settings says the same, and the owner sees the new member with the viewer role.
    await second.goto('/settings#household');
    await expect(second.locator('#household').getByText(HouseholdMessages.viewerReadOnly)).toBeVisible();
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.reload();
    await expect(section.getByRole('combobox', { name: `Role of ${viewer.name}` })).toHaveValue('viewer');
    // The owner's view, with a role select and Remove per member, fits a phone too.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(section.getByRole('button', { name: `Remove ${viewer.name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
  }
});
