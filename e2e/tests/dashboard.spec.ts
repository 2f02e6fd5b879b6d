import { expect, test, type Page } from '@playwright/test';
import { createDealer, fillByLabel, createVehicle, createVisit, createVisitAtDirectoryDealer, downloadedCsv, newOwner, signUpThroughApi } from './helpers';

type Vehicle = { id: number };
type Visit = { id: number; date_out: string | null };
type Claim = { id: number; status: string; ask_amount: number | null };

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function getList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

const stat = (page: Page, name: string) => page.getByRole('group', { name });

async function createClaim(page: Page, visitId: number, askAmount: number) {
  const response = await page.request.post('/api/claims', { data: { visit_id: visitId, ask_amount: askAmount } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Sent, answered and closed with what the dealer paid. */
async function closeClaim(page: Page, claimId: number, recovered: number) {
  expect((await page.request.post(`/api/claims/${claimId}/send`)).status()).toBeLessThan(300);
  const answered = await page.request.patch(`/api/claims/${claimId}`, { data: { status: 'Response', dealer_reply: 'We can offer a goodwill payment.' } });
  expect(answered.status(), await answered.text()).toBe(200);
  const closed = await page.request.patch(`/api/claims/${claimId}`, { data: { status: 'Closed', recovered_amount: recovered, outcome_notes: 'Paid' } });
  expect(closed.status(), await closed.text()).toBe(200);
}

test('a new owner sees zero stats and both empty states with their buttons', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-empty'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Overview of your vehicle service tracking and downtime claims')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/vehicles');
  await expect(main.getByRole('link', { name: 'New Visit' })).toHaveAttribute('href', '/visits');

  await expect(stat(page, 'Total Vehicles').getByText('0', { exact: true })).toBeVisible();
  await expect(stat(page, 'Active Visits').getByText('0', { exact: true })).toBeVisible();
  await expect(stat(page, 'Pending Claims').getByText('0', { exact: true })).toBeVisible();
  await expect(stat(page, 'Total Claim Value').getByText('$0.00', { exact: true })).toBeVisible();

  const visits = page.getByRole('region', { name: 'Recent Visits' });
  await expect(visits.getByText('Latest vehicle service visits')).toBeVisible();
  await expect(visits.getByText('No visits yet')).toBeVisible();
  // No vehicle yet: the first step offered is a vehicle, since a visit needs one.
  await expect(visits.getByText('Add your vehicle first, then track its service visits to calculate downtime compensation')).toBeVisible();
  await expect(visits.getByRole('link', { name: 'Create Your First Visit' })).toHaveCount(0);
  await expect(visits.getByRole('link', { name: 'View All Visits' })).toHaveAttribute('href', '/visits');
  const claims = page.getByRole('region', { name: 'Recent Claims' });
  await expect(claims.getByText('Latest downtime compensation claims')).toBeVisible();
  await expect(claims.getByText('No claims yet')).toBeVisible();
  await expect(claims.getByText('File claims to recover compensation for vehicle downtime during service')).toBeVisible();
  await expect(claims.getByRole('link', { name: 'View All Claims' })).toHaveAttribute('href', '/claims');
  await expect(page.getByText('No closed claims yet.', { exact: false })).toBeVisible();

  await visits.getByRole('link', { name: 'Add Your First Vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Vehicle' })).toBeVisible();
  await page.goto('/');
  await claims.getByRole('link', { name: 'Create Your First Claim' }).click();
  await expect(page.getByRole('dialog', { name: 'New Claim' })).toBeVisible();
});

test('with data, each stat matches the API and the recent lists show the first 5 with their badges', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-data'));
  const year = new Date().getFullYear();
  const camry = await createVehicle(page, { year: 2022, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5NU123456' });
  await createVehicle(page, { year: 2021, make: 'Kia', model: 'Niro', vin: 'KNDCM3LD5M5123456' });
  // Six visits of the Camry this year: two still open, four back (one of them sent and closed).
  const { visit: closedVisit } = await createVisitAtDirectoryDealer(page, camry, { date_in: `${year}-01-05`, date_out: `${year}-01-15` });
  for (let day = 1; day <= 3; day += 1) {
    await createVisit(page, {
      vehicle_id: camry,
      date_in: `${year}-01-2${day}`,
      date_out: `${year}-01-2${day + 1}`,
      status: 'completed',
      primary_issue: `Rattle ${day}`,
    });
  }
  await createVisit(page, { vehicle_id: camry, date_in: `${year}-01-01`, primary_issue: 'Check engine light' });
  const newest = await createVisit(page, { vehicle_id: camry, date_in: `${year}-01-02`, primary_issue: 'Infotainment dead' });
  await createClaim(page, newest, 1234.56);
  await createClaim(page, newest, 0.5);
  await createClaim(page, closedVisit.id, 900);
  const closing = await createClaim(page, closedVisit.id, 1000);
  await closeClaim(page, closing, 750);

  const vehicles = await getList<Vehicle>(page, '/api/vehicles');
  const visits = await getList<Visit>(page, '/api/visits');
  const claims = await getList<Claim>(page, '/api/claims');
  const active = visits.filter((visit) => !visit.date_out).length;
  const pending = claims.filter((claim) => claim.status === 'Draft').length;
  const total = claims.reduce((sum, claim) => sum + Math.round((claim.ask_amount ?? 0) * 100), 0) / 100;
  expect([vehicles.length, visits.length, active, pending, total]).toEqual([2, 6, 2, 3, 3135.06]);

  await page.goto('/');
  await expect(stat(page, 'Total Vehicles').getByText(String(vehicles.length), { exact: true })).toBeVisible();
  await expect(stat(page, 'Active Visits').getByText(String(active), { exact: true })).toBeVisible();
  await expect(stat(page, 'Pending Claims').getByText(String(pending), { exact: true })).toBeVisible();
  await expect(stat(page, 'Total Claim Value').getByText(money(total))).toBeVisible();
  await expect(stat(page, 'Total Claim Value').getByText('$3,135.06')).toBeVisible();

  const recentVisits = page.getByRole('region', { name: 'Recent Visits' }).getByRole('listitem');
  await expect(recentVisits).toHaveCount(5);
  for (const [index, visit] of visits.slice(0, 5).entries()) {
    await expect(recentVisits.nth(index).getByText(`Visit #${visit.id}`)).toBeVisible();
    await expect(recentVisits.nth(index).getByText(visit.date_out ? 'Completed' : 'In Progress', { exact: true })).toBeVisible();
  }
  await expect(page.getByText(`Visit #${visits[5].id}`)).toBeHidden();

  const recentClaims = page.getByRole('region', { name: 'Recent Claims' }).getByRole('listitem');
  await expect(recentClaims).toHaveCount(4);
  for (const [index, claim] of claims.entries()) {
    await expect(recentClaims.nth(index).getByText(`Claim #${claim.id}`)).toBeVisible();
    await expect(recentClaims.nth(index).getByText(money(claim.ask_amount ?? 0))).toBeVisible();
    // A closed claim's badge says what it recovered (this one recovered $750.00).
    const badge = claim.status === 'Closed' ? `Closed · ${money(750)} recovered` : claim.status;
    await expect(recentClaims.nth(index).getByText(badge, { exact: true })).toBeVisible();
  }

  // Beyond the spec: days out of service this year per vehicle, and recovered vs asked.
  const chart = page.getByRole('region', { name: 'Days out of service this year' });
  await expect(chart.getByRole('listitem').filter({ hasText: '2021 Kia Niro' })).toContainText('0 days');
  await expect(chart.getByRole('listitem').first()).toContainText('2022 Toyota Camry');
  const recovered = page.getByRole('region', { name: 'Recovered vs asked' });
  await expect(recovered.getByText('$750.00')).toBeVisible();
  await expect(recovered.getByText('of $1,000.00')).toBeVisible();
  await expect(recovered.getByText('75% recovered over 1 closed claim')).toBeVisible();
});

test('each list fails on its own card, and all three failing say Unable to load dashboard', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-fail'));
  await page.route('**/api/visits', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/');
  await expect(page.getByText('Failed to load visits')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Unable to fetch your recent visits')).toBeVisible();
  await expect(stat(page, 'Active Visits').getByText('Error loading')).toBeVisible();
  await expect(stat(page, 'Total Vehicles').getByText('0', { exact: true })).toBeVisible();

  await page.route('**/api/vehicles', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.route('**/api/claims', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.reload();
  await expect(page.getByText('Unable to load dashboard')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("We're having trouble loading your dashboard data. Please check your connection and try again.")).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(stat(page, 'Total Vehicles').getByText('0', { exact: true })).toBeVisible();
  await expect(page.getByText('No visits yet')).toBeVisible();
});

test('every shortcut, and none while typing', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-keys'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  for (const [key, heading] of [
    ['Alt+2', 'Vehicles'],
    ['Alt+3', 'Service Visits'],
    ['Alt+4', 'Downtime Claims'],
    ['Alt+1', 'Dashboard'],
  ]) {
    await page.keyboard.press(key);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.keyboard.press('Control+k');
  await expect(page.getByText('Search shortcut activated', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();

  await page.keyboard.press('Control+/');
  await expect(page.getByRole('menu', { name: 'Quick Actions' })).toBeVisible();
  await page.keyboard.press('Control+/');
  await expect(page.getByRole('menu', { name: 'Quick Actions' })).toBeHidden();

  for (const [key, action, title] of [
    ['Control+Shift+N', 'Add Vehicle', 'Add New Vehicle'],
    ['Control+Shift+V', 'New Visit', 'Add New Service Visit'],
    ['Control+Shift+C', 'File Claim', 'New Claim'],
  ]) {
    await page.keyboard.press(key);
    await expect(page.getByText(`${action} shortcut activated`, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
  }

  const logged = page.waitForEvent('console', (message) => message.text().includes('Ctrl+Shift+N New vehicle'));
  await page.keyboard.press('?');
  await logged;
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Quick Actions')).toBeVisible();
  await page.keyboard.press('Escape');

  // While typing in a field, nothing fires.
  await page.goto('/vehicles');
  const search = page.getByPlaceholder('Search vehicles...');
  for (const key of ['Alt+3', 'Control+k', 'Control+Shift+V', '?']) await search.press(key);
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Ctrl+Shift+V is also the browser's paste-as-text in a field: whatever an earlier test left on
  // the clipboard may come before the typed '?'.
  await expect(search).toHaveValue(/\?$/);
});

test('quick actions open their dialogs over another page, and what they save shows at once', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-quick'));
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Downtime Claims' })).toBeVisible();

  await page.getByRole('button', { name: /Quick Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Add Vehicle shortcut activated', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/claims$/);
  await fillByLabel(dialog, { Year: '2023', Make: 'Subaru', Model: 'Outback', VIN: '4S4BTANC5P3123456' });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Vehicle added', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/claims$/);

  await page.getByRole('button', { name: /Quick Actions/ }).click();
  await page.getByRole('menuitem', { name: 'New Visit' }).click();
  const visitDialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
  await expect(visitDialog).toBeVisible();
  await expect(visitDialog.getByRole('option', { name: /2023 Subaru Outback/ })).toBeAttached();
  await visitDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(visitDialog).toBeHidden();
  await expect(page).toHaveURL(/\/claims$/);

  await page.getByRole('button', { name: /Quick Actions/ }).click();
  await page.getByRole('menuitem', { name: 'File Claim' }).click();
  await expect(page.getByRole('dialog', { name: 'New Claim' })).toBeVisible();
  await expect(page).toHaveURL(/\/claims$/);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Alt+1');
  await expect(stat(page, 'Total Vehicles').getByText('1', { exact: true })).toBeVisible();
});

test('the palette finds a visit by its dealer name and opens it', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-palette'));
  const vehicle = await createVehicle(page, { year: 2020, make: 'Ford', model: 'Escape', vin: '1FMCU9G69LUA12345' });
  const dealer = await createDealer(page, 'Harborview Motors');
  const created = await page.request.post('/api/visits', {
    data: { vehicle_id: vehicle, dealer_id: dealer, date_in: '2025-03-01', date_out: '2025-03-09', status: 'completed', primary_issue: 'Coolant leak' },
  });
  expect(created.status()).toBe(201);
  const visitId = ((await created.json()) as { id: number }).id;

  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await palette.getByRole('combobox').fill('harborview');
  const option = palette.getByRole('option', { name: /Coolant leak/ });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(option).toContainText(`Visit #${visitId}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visits/${visitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Visit #${visitId}` })).toBeVisible();

  // File Claim over a visit's page starts a claim for that visit.
  await page.keyboard.press('Control+Shift+C');
  const claimDialog = page.getByRole('dialog', { name: 'New Claim' });
  await expect(claimDialog.getByLabel('Visit')).toHaveValue(String(visitId));
  await claimDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(claimDialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/visits/${visitId}$`));

  // The vehicle by its model (its visit names it too), chosen with the arrow keys.
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('escape');
  await expect(palette.getByRole('option', { name: /^2020 Ford Escape/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(palette.getByRole('option', { name: /Coolant leak/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle}$`));
});

test('offline: the banner says when the data was fetched, and coming back refreshes the dashboard', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('dash-offline'));
  await createVehicle(page, { year: 2022, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5NU123456' });
  await page.goto('/');
  await expect(stat(page, 'Total Vehicles').getByText('1', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText(/^Some features may not work properly\. Data shown was last updated \d{1,2}:\d{2}/)).toBeVisible();
  // What was fetched stays on the page.
  await expect(stat(page, 'Total Vehicles').getByText('1', { exact: true })).toBeVisible();

  // Elsewhere, a second vehicle and a visit; the dashboard learns of them once back online.
  await context.setOffline(false);
  const second = await createVehicle(page, { year: 2021, make: 'Kia', model: 'Niro', vin: 'KNDCM3LD5M5123456' });
  await createVisit(page, { vehicle_id: second, date_in: '2025-02-01', primary_issue: 'Battery warning' });
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect(stat(page, 'Total Vehicles').getByText('2', { exact: true })).toBeVisible();
  await expect(stat(page, 'Active Visits').getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByText('Battery warning')).toBeVisible();
});

test('Export CSV downloads what the list shows, formulas neutralised, and a vehicle its downtime history', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-csv'));
  const vehicle = await createVehicle(page, { year: 2022, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5NU123456' });
  await createVisit(page, {
    vehicle_id: vehicle,
    date_in: '2025-01-05',
    date_out: '2025-01-19',
    status: 'completed',
    primary_issue: '=HYPERLINK("http://evil.test","Click")',
  });
  await createVisit(page, {
    vehicle_id: vehicle,
    date_in: '2025-03-01',
    date_out: '2025-03-04',
    status: 'completed',
    primary_issue: 'Brake noise, front "squeal"',
  });

  await page.goto('/visits');
  await page.getByPlaceholder('Search visits...').fill('brake');
  await expect(page.getByText('Brake noise, front "squeal"')).toBeVisible();
  const visits = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(visits.name).toMatch(/^visits-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(visits.rows).toHaveLength(1);
  expect(visits.rows[0]).toMatchObject({
    'Primary issue': 'Brake noise, front "squeal"',
    Vehicle: '2022 Toyota Camry',
    'Date in': '2025-03-01',
    Days: '3',
    Status: 'Completed',
  });

  await page.getByPlaceholder('Search visits...').fill('');
  const all = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(all.rows.map((row) => row['Primary issue']).sort()).toEqual(['\'=HYPERLINK("http://evil.test","Click")', 'Brake noise, front "squeal"']);

  await page.goto('/vehicles');
  const card = page.getByRole('article', { name: '2022 Toyota Camry' });
  await expect(card).toBeVisible();
  const vehicles = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(vehicles.rows).toEqual([
    expect.objectContaining({ Year: '2022', Make: 'Toyota', VIN: '4T1G11AK5NU123456', 'Days out of service': '17', Visits: '2' }),
  ]);

  const history = await downloadedCsv(page, () => card.getByRole('button', { name: /Downtime history/ }).click());
  expect(history.name).toMatch(/^2022-toyota-camry-downtime-history-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(history.rows.map((row) => [row['Date in'], row['Date out'], row['Days out of service']])).toEqual([
    ['2025-01-05', '2025-01-19', '14'],
    ['2025-03-01', '2025-03-04', '3'],
  ]);

  await page.goto('/claims');
  await expect(page.getByText('No claims created yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('dark mode follows the system, and the header toggle is kept in this browser', async ({ page }) => {
  await signUpThroughApi(page, newOwner('dash-theme'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBackground = await background();

  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await background()).not.toBe(darkBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');

  // With the system light, the toggle makes it dark, and that choice is kept too.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(darkBackground);
});
