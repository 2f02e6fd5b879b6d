import { expect, test, type Page } from '@playwright/test';
import { breakRemote, newOwner, openFilledAddVehicleDialog, signUpThroughApi, signUpThroughUi } from './helpers';

/** Answers requests matching `url` with an error, every time, until the returned function is called. */
async function failUntilRecovered(page: Page, url: string, status: number, body: string): Promise<() => void> {
  let failing = true;
  await page.route(url, async (route) => {
    if (failing) return route.fulfill({ status, body });
    return route.continue();
  });
  return () => {
    failing = false;
  };
}

test('a signed-out visitor sees the landing page, and sign-in goes through /api/login', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('link', { name: 'Sign in' }).first();
  await expect(signIn).toHaveAttribute('href', '/api/login');
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // A wrong password is refused with a clear message.
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('an owner signs out and back in', async ({ page }) => {
  const owner = newOwner('session');
  await signUpThroughUi(page, owner);
  await expect(page.getByText(owner.name)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/api/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('/sign-out asks before signing out, signs out with a POST, and sends a signed-out visitor home', async ({ page }) => {
  const owner = newOwner('sign-out-page');
  await signUpThroughApi(page, owner);
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  const signOutCall = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  expect((await signOutCall).method()).toBe('POST');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Get compensated/ })).toBeVisible();
});

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  await signUpThroughApi(page, newOwner('notfound'));
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a remote whose URL is broken leaves the shell and the other areas working', async ({ page }) => {
  await signUpThroughApi(page, newOwner('broken'));
  await breakRemote(page, 'mf_vehicles');

  await page.goto('/vehicles');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeVisible();
  await nav.getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
});

test('shortcuts and quick actions announce themselves without leaving the page', async ({ page }) => {
  await signUpThroughApi(page, newOwner('shortcuts'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.keyboard.press('Alt+2');
  await expect(page).toHaveURL(/\/vehicles$/);
  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.keyboard.press('Control+/');
  const menu = page.getByRole('menu', { name: 'Quick Actions' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'File Claim' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByText('File Claim shortcut activated').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.keyboard.press('Control+k');
  await expect(page.getByText('Search shortcut activated').first()).toBeVisible();

  // Shortcuts stay out of the way while the owner types.
  await page.goto('/vehicles');
  await page.getByPlaceholder('Search vehicles...').press('Alt+3');
  await expect(page).toHaveURL(/\/vehicles$/);
});

test('an auth failure shows "Authentication error occurred" with a Retry that reloads', async ({ page }) => {
  // Failing until Retry: the app may ask more than once (a query retries when its page mounts).
  const recover = await failUntilRecovered(page, '**/api/auth/user', 500, 'Internal Server Error');
  await page.goto('/');
  await expect(page.getByText('Authentication error occurred')).toBeVisible();
  recover();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('Retry loads a remote that failed the first time', async ({ page }) => {
  await signUpThroughApi(page, newOwner('retry'));
  const recover = await failUntilRecovered(page, '**/remotes/mf-vehicles/mf-manifest.json', 503, 'Service Unavailable');
  await page.goto('/vehicles');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('The vehicles area could not be loaded. Check your connection and try again.')).toBeVisible();
  recover();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
});

test('going offline shows the banner, and coming back refreshes the lists', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('offline'));
  await page.goto('/vehicles');
  await expect(page.getByText('No vehicles added yet')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText(/Some features may not work properly\. Data shown was last updated \d{1,2}:\d{2}/)).toBeVisible();

  // A vehicle added elsewhere while this page was offline shows once the connection returns.
  await context.setOffline(false);
  const created = await page.request.post('/api/vehicles', { data: { year: 2021, make: 'Kia', model: 'Niro', vin: 'KNDCM3LD5M5123456' } });
  expect(created.status()).toBe(201);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect(page.getByRole('article', { name: '2021 Kia Niro' })).toBeVisible();
});

test('a remote built against another major of a shared library names the library and both versions', async ({ page }) => {
  await signUpThroughApi(page, newOwner('major'));
  // As if mf-vehicles had been rebuilt against React Query 6: its entry now requires ^6.0.0.
  await page.route('**/remotes/mf-vehicles/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const body = original.replace(/(shareKey:"@tanstack\/react-query",import:"@tanstack\/react-query",requiredVersion:)"\^5\.0\.0"/, '$1"^6.0.0"');
    expect(body).not.toBe(original);
    const headers = response.headers();
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body });
  });
  await page.goto('/vehicles');
  const area = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(area).toContainText(
    /The vehicles area was built for @tanstack\/react-query \^6\.0\.0, but this app runs @tanstack\/react-query 5\.\d+\.\d+\. It needs to be rebuilt against the app's version\./,
  );
  await expect(area).not.toContainText(/Federation|RUNTIME/);
  await page.getByRole('navigation').getByRole('link', { name: 'Visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeVisible();
});

test('offline, an area not loaded yet says it will load when the connection returns, then loads by itself', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('offline-area'));
  const info: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') info.push(message.text());
  });
  await page.goto('/visits');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Visits' })).toBeVisible();
  // The shell names each remote it loads, with its version and manifest.
  expect(info).toContainEqual(expect.stringMatching(/^Remote mf_visits \S+ from \S*\/remotes\/mf-visits\/mf-manifest\.json$/));

  await context.setOffline(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Claims' }).click();
  await expect(page.getByText("You're offline. The claims area will load when the connection returns.")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Downtime Claims' })).toBeVisible();
});

test('a change made offline says it was not saved, and the form is ready to try again', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('offline-save'));
  const dialog = await openFilledAddVehicleDialog(page);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText("You're offline — nothing was saved. It will be kept here until you retry.").first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Vehicle' })).toBeEnabled();

  // The toast stays clear of the dialog's buttons: trying again needs no closing it first.
  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click({ timeout: 5_000 });
  await expect(page.getByRole('article', { name: '2021 Kia Niro' })).toBeVisible();
});

test('a dialog whose code could not load says so, and opens with its form on Retry', async ({ page }) => {
  await signUpThroughApi(page, newOwner('deferred-retry'));
  // Every chunk asked for once the page has mounted fails (the idle preload too), as when the
  // connection drops right after the first page.
  let failing = false;
  await page.exposeFunction('dctPageSettled', () => {
    failing = true;
  });
  await page.addInitScript(() =>
    window.addEventListener('dct:page-settled', () => void (window as unknown as { dctPageSettled: () => void }).dctPageSettled()),
  );
  await page.route('**/*.js', (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/vehicles');
  await expect(page.getByText('No vehicles added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  await expect(page.getByText('This part of the app could not be loaded. Check your connection and try again.')).toBeVisible();

  // Back: the dialog and its form load (the federation runtime must not keep the failed libraries).
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog.getByLabel('Make')).toBeVisible();
});
