import { expect, test, type Page } from '@playwright/test';
import { breakRemote, chooseDealer, createVehicle, createVisit, dealerBox, downloadedCsv, fillByLabel, newOwner, signUpThroughApi } from './helpers';

const accord = { year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F30MA123456' };

/** An owner with a vehicle and a visit, on that visit's page. */
async function openOwnVisit(page: Page, label: string) {
  await signUpThroughApi(page, newOwner(label));
  const vehicleId = await createVehicle(page, accord);
  const visitId = await createVisit(page, { vehicle_id: vehicleId, date_in: '2025-01-05', primary_issue: 'Transmission slipping' });
  await page.goto(`/visits/${visitId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Visit #${visitId}` })).toBeVisible();
  return visitId;
}

test("at 375 px an owner records a visit from its repair order, is asked about a mileage below an earlier visit's, saves it and finds it all on the visit and in the CSV", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughApi(page, newOwner('visit-evidence'));
  const vehicleId = await createVehicle(page, accord);
  await createVisit(page, {
    vehicle_id: vehicleId,
    date_in: '2025-03-03',
    date_out: '2025-03-05',
    status: 'completed',
    primary_issue: 'Brakes grind',
    mileage_in: 12_351,
  });

  await page.goto(`/visits/new?vehicle_id=${vehicleId}`);
  const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
  await expect(dialog.getByLabel('Vehicle', { exact: true })).toHaveValue(String(vehicleId));
  await chooseDealer(dealerBox(dialog), 'Test', 'Test Dealer');
  await dialog.getByLabel('Date In').fill('2025-04-01');
  await dialog.getByLabel('Date Out').fill('2025-04-04');
  await dialog.getByLabel('Primary Issue').fill('Brakes grind again');

  // A typo in the mileage (12,315 for 12,531) is questioned, with the earlier reading, and not refused.
  const question = 'Lower than the 12,351 mi recorded on Mar 3, 2025 — is that right?';
  await dialog.getByLabel('Mileage In').fill('12315');
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByLabel('Mileage In')).toHaveAccessibleDescription(question);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dialog.getByLabel('Mileage Out').fill('12340');

  await dialog.getByLabel('RO Number').fill('RO-4417');
  await dialog.getByLabel('Complaint', { exact: true }).fill('Grinding when braking\nat low speed');
  await dialog.getByLabel('Cause', { exact: true }).fill('Front pads worn to the backing plate');
  await dialog.getByLabel('Correction', { exact: true }).fill('Replaced pads and rotors');
  await dialog.getByRole('button', { name: 'Create Visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Visit created', { exact: true })).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: 'Brakes grind again' });
  await expect(card.getByText('RO-4417')).toBeVisible();
  await expect(card.getByText('Front pads worn to the backing plate')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.rows.find((row) => row['Primary issue'] === 'Brakes grind again')).toMatchObject({
    'RO number': 'RO-4417',
    'Mileage in': '12315',
    'Mileage out': '12340',
    Complaint: 'Grinding when braking\nat low speed',
    Cause: 'Front pads worn to the backing plate',
    Correction: 'Replaced pads and rotors',
  });

  await card.getByRole('link', { name: 'View Details' }).click();
  const details = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: /^Visit #\d+$/ })).toBeVisible();
  for (const [label, value] of [
    ['RO number', 'RO-4417'],
    ['Mileage in', '12,315 mi'],
    ['Mileage out', '12,340 mi'],
    ['Complaint', 'Grinding when braking\nat low speed'],
    ['Cause', 'Front pads worn to the backing plate'],
    ['Correction', 'Replaced pads and rotors'],
  ]) {
    await expect(
      details
        .locator('.fact')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd'),
    ).toHaveText(value);
  }
  // The complaint keeps its line break (innerText follows the page's white-space).
  expect(await details.getByText('Grinding when braking').innerText()).toBe('Grinding when braking\nat low speed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an owner records a visit from a vehicle card, edits it, filters by vehicle and deletes it', async ({ page }) => {
  await signUpThroughApi(page, newOwner('visits'));
  const accordId = await createVehicle(page, accord);
  const mazdaId = await createVehicle(page, { year: 2019, make: 'Mazda', model: 'CX-5', vin: 'JM3KFBCM1L0123456' });
  await createVisit(page, { vehicle_id: mazdaId, date_in: '2025-02-01', date_out: '2025-02-03', status: 'completed', primary_issue: 'Recall check' });

  await page.goto('/vehicles');
  const card = page.getByRole('article', { name: '2021 Honda Accord' });
  await expect(card.getByText('0 days out of service · 0 visits')).toBeVisible();
  await card.getByRole('link', { name: 'New Visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/visits/new\\?vehicle_id=${accordId}$`));
  const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
  await expect(dialog.getByLabel('Vehicle', { exact: true })).toHaveValue(String(accordId));
  await expect(dialog.getByLabel('Status')).toHaveValue('in_progress');

  // The contract's messages first; nothing is sent.
  await dialog.getByRole('button', { name: 'Create Visit' }).click();
  await expect(dialog.getByText('Dealer is required')).toBeVisible();
  await expect(dialog.getByText('Date in is required')).toBeVisible();
  await expect(dialog.getByText('Primary issue is required')).toBeVisible();

  // A dealer of the owner's own, added inline and chosen.
  await dialog.getByRole('button', { name: 'Add a dealer' }).click();
  await dialog.getByLabel('Dealer Name').fill('Metro Honda');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByRole('button', { name: 'Add Dealer' }).click();
  await expect(dealerBox(dialog)).toHaveValue('Metro Honda');

  await fillByLabel(dialog, { 'Date In': '2025-01-05', 'Primary Issue': 'Transmission slipping' });
  await dialog.getByLabel('Status').selectOption('completed');
  await dialog.getByRole('button', { name: 'Create Visit' }).click();
  await expect(dialog.getByText('Date out is required for a completed visit')).toBeVisible();
  await dialog.getByLabel('Date Out').fill('2025-01-15');
  await dialog.getByLabel('Loaner vehicle provided').check();
  await dialog.getByLabel('Loaner Model').fill('2024 Honda Civic');
  await dialog.getByLabel('Mileage In').fill('45120');
  await dialog.getByRole('button', { name: 'Create Visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Visit created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/visits$/);

  const visitCard = page.getByRole('article').filter({ hasText: 'Transmission slipping' });
  await expect(visitCard.getByText('10 days', { exact: true })).toBeVisible();
  await expect(visitCard.getByText('Jan 5, 2025')).toBeVisible();
  await expect(visitCard.getByText('Jan 15, 2025')).toBeVisible();
  await expect(visitCard.getByText('2024 Honda Civic')).toBeVisible();
  await expect(visitCard.getByText('Completed')).toBeVisible();
  const visitName = await visitCard.getAttribute('aria-label');
  const visitId = Number(visitName?.replace('Visit #', ''));
  await expect(visitCard.getByRole('link', { name: 'Create Claim' })).toHaveAttribute('href', `/claims/new?visit_id=${visitId}`);

  // The detail page, and an edit that changes the days.
  await visitCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/visits/${visitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Visit #${visitId}` })).toBeVisible();
  await expect(page.getByText('2021 Honda Accord · Metro Honda')).toBeVisible();
  await expect(page.getByText('10 days', { exact: true })).toBeVisible();
  await expect(page.getByText('45,120 mi')).toBeVisible();
  await expect(page.getByText('1HGCV1F30MA123456')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dealer Information' })).toBeVisible();
  await expect(page.getByText('Springfield', { exact: true })).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit Visit' });
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Service Visit' });
  await expect(editDialog.getByLabel('Primary Issue')).toHaveValue('Transmission slipping');
  await editDialog.getByLabel('Date Out').fill('2025-01-19');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.getByText('Visit updated', { exact: true })).toBeVisible();
  await expect(page.getByText('14 days', { exact: true })).toBeVisible();
  await expect(page.getByText('Jan 19, 2025', { exact: true })).toBeVisible();
  // The correction is kept in the visit's history.
  await expect(page.getByText('Date out: Jan 15, 2025 → Jan 19, 2025')).toBeVisible();

  // The vehicle's downtime follows.
  await page.getByRole('navigation').getByRole('link', { name: 'Vehicles' }).click();
  await expect(card.getByText('14 days out of service · 1 visit')).toBeVisible();

  // View Visits filters by the vehicle; the chip's × shows every visit again.
  await card.getByRole('link', { name: 'View Visits' }).click();
  await expect(page).toHaveURL(new RegExp(`/visits\\?vehicle_id=${accordId}$`));
  await expect(page.getByText('Showing visits for 2021 Honda Accord')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear vehicle filter' }).click();
  await expect(page).toHaveURL(/\/visits$/);
  await expect(page.getByText(/Showing visits for/)).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(2);

  // Delete asks first, with the spec's words.
  await visitCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Visit' });
  await expect(confirm).toContainText('Are you sure you want to delete this visit? This action cannot be undone and will also delete any associated claims.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(visitCard).toBeVisible();
  await visitCard.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Visit deleted', { exact: true })).toBeVisible();
  await expect(visitCard).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect((await page.request.get(`/api/visits/${visitId}`)).status()).toBe(404);
});

test("another owner's visit is 'Visit Not Found'", async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const visitId = await openOwnVisit(firstPage, 'visit-owner');

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signUpThroughApi(secondPage, newOwner('visit-stranger'));
  await secondPage.goto(`/visits/${visitId}`);
  await expect(secondPage.getByRole('heading', { name: 'Visit Not Found' })).toBeVisible();
  await expect(secondPage.getByText("The visit you're looking for doesn't exist or you don't have permission to view it.")).toBeVisible();
  await expect(secondPage.getByText('Transmission slipping')).toBeHidden();
  await secondPage.getByRole('link', { name: 'Back to Visits' }).last().click();
  await expect(secondPage.getByText('No visits recorded yet')).toBeVisible();
  await first.close();
  await second.close();
});

test('the visit pages fit a 375-pixel-wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const visitId = await openOwnVisit(page, 'visit-narrow');
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBe(0);
  await page.goto('/visits');
  await expect(page.getByRole('article', { name: `Visit #${visitId}` })).toBeVisible();
  expect(await overflow()).toBe(0);
  await page.getByRole('button', { name: 'New Visit' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Service Visit' }).getByLabel('Vehicle', { exact: true })).toBeVisible();
  expect(await overflow()).toBe(0);
});

test('visit detail mounts the AI assistant panel from mf-ai-assistant', async ({ page }) => {
  const assistantManifest = page.waitForResponse((response) => response.url().endsWith('/remotes/mf-ai-assistant/mf-manifest.json') && response.ok());
  await openOwnVisit(page, 'visit-assistant');
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  await assistantManifest;
});

test('a broken assistant remote fails inside its slot; the visit page and the header keep working', async ({ page }) => {
  await breakRemote(page, 'mf_ai_assistant');
  await openOwnVisit(page, 'visit-broken-assistant');
  const slotError = page.getByRole('alert').filter({ hasText: 'Something went wrong' }).filter({ hasText: 'assistant' });
  await expect(slotError).toBeVisible();
  await expect(slotError.getByText(/The assistant area could not be loaded/)).toBeVisible();
  await expect(slotError.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Visit Details' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
