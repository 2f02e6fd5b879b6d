import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FakeOidcProvider } from '../../backend/test/fake-oidc-provider';
import { freePort } from '../../backend/test/free-port';
import { unzip } from '../../backend/test/unzip';
import { createVehicle, createVisit, linkFromOutbox, newOwner, repairOrder, signUpThroughApi, signUpThroughUi } from './helpers';

/** A vehicle with one visit holding the repair order, added through the API as the signed-in owner of `page`. */
async function visitWithRepairOrder(page: Page, vehicle: Parameters<typeof createVehicle>[1], visit: Omit<Parameters<typeof createVisit>[1], 'vehicle_id'>) {
  const vehicleId = await createVehicle(page, vehicle);
  const visitId = await createVisit(page, { ...visit, vehicle_id: vehicleId });
  const response = await page.request.post(`/api/documents/upload/${visitId}`, { multipart: { files: repairOrder } });
  expect(response.status(), await response.text()).toBe(201);
  return { vehicleId, visitId };
}

/** The reset link mailed to `email`. */
const resetLinkFromOutbox = (email: string) =>
  linkFromOutbox(email, { file: 'password-reset', link: /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/, what: 'a reset mail' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('an owner changes the password, stays signed in here, is signed out elsewhere, and signs in with the new one', async ({ page, browser }) => {
  const owner = newOwner('change-password');
  await signUpThroughUi(page, owner);
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherDevice = await elsewhere.newPage();
  await signIn(otherDevice, owner.email, owner.password);
  await expect(otherDevice.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openSettings(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill('a brand new passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(owner.password);
  await form.getByLabel('New password').fill('password1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/This password is too easy to guess/)).toBeVisible();

  await form.getByLabel('New password').fill('a brand new passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This session stays; the other device's ended.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
  await elsewhere.close();

  await signOut(page);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, owner.email, 'a brand new passphrase');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a visitor who forgot the password resets it through the link in the mail, once', async ({ page, request }) => {
  const owner = newOwner('reset-password');
  expect((await request.post('/api/auth/register', { data: owner })).status()).toBe(201);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(owner.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address, we have sent it a link/)).toBeVisible();

  const link = await resetLinkFromOutbox(owner.email);
  const { pathname, search } = new URL(link);
  expect(pathname).toBe('/reset-password');
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('my recovered passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Password reset', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(owner.name);

  // The link works once.
  await page.goto(pathname + search);
  await page.getByLabel('New password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link has expired or was already used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('/');
  await signOut(page);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, owner.email, 'my recovered passphrase');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an owner downloads everything as a zip holding account.json and the documents', async ({ page }) => {
  const owner = newOwner('export');
  await signUpThroughApi(page, owner);
  const { vehicleId, visitId } = await visitWithRepairOrder(
    page,
    { year: 2021, make: 'Mazda', model: 'CX-5', vin: 'JM3KFBDM5M0123456' },
    { date_in: '2025-03-02', primary_issue: 'Infotainment reboots' },
  );

  await page.goto('/settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^downtime-claim-tracker-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(readFileSync(await download.path()));

  const account = JSON.parse((entries.get('account.json') as Buffer).toString('utf8')) as {
    profile: { email: string; name: string };
    vehicles: Array<{ id: number; make: string; model: string }>;
    visits: Array<{ id: number; primary_issue: string }>;
    dealers: Array<{ name: string }>;
    documents: Array<{ visit_id: number; file_name: string; path_in_export: string }>;
  };
  expect(account.profile).toMatchObject({ email: owner.email, name: owner.name });
  expect(account.vehicles).toEqual([expect.objectContaining({ id: vehicleId, make: 'Mazda', model: 'CX-5' })]);
  expect(account.visits).toEqual([expect.objectContaining({ id: visitId, primary_issue: 'Infotainment reboots' })]);
  expect(account.dealers).toEqual([expect.objectContaining({ name: 'Test Dealer' })]);
  expect(account.documents).toEqual([
    expect.objectContaining({ visit_id: visitId, file_name: 'repair-order.pdf', path_in_export: `documents/${visitId}/repair-order.pdf` }),
  ]);
  expect(entries.get(`documents/${visitId}/repair-order.pdf`)?.equals(repairOrder.buffer)).toBe(true);
});

test('an owner deletes the account after confirming with the password, and cannot sign in again', async ({ page }) => {
  const owner = newOwner('delete-account');
  await signUpThroughUi(page, owner);
  await visitWithRepairOrder(
    page,
    { year: 2020, make: 'Ford', model: 'Escape', vin: '1FMCU9J98LU123456' },
    { date_in: '2025-04-01', primary_issue: 'Engine stalls' },
  );

  await openSettings(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('1 vehicle, 1 visit, 0 claims, 1 document and 1 dealer you added');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your password').fill('not my password');
  await confirm.click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await dialog.getByLabel('Your password').fill(owner.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await signIn(page, owner.email, owner.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test.describe('with an identity provider', () => {
  // A second app, started as `npm start` starts it, configured for the test provider on loopback.
  const provider = new FakeOidcProvider();
  let app: ChildProcess | undefined;
  let appUrl = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const issuer = await provider.start();
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'dct-e2e-oidc-'));
    appUrl = `http://localhost:${port}`;
    app = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: resolve(__dirname, '..', '..'),
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        OIDC_ISSUER_URL: issuer,
        OIDC_CLIENT_ID: 'dct-e2e',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        OIDC_DISPLAY_NAME: 'Acme ID',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${appUrl}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 110_000, intervals: [250, 500, 1000] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (app?.exitCode === null) {
      const exited = new Promise((resolveExit) => app?.once('exit', resolveExit));
      app.kill('SIGTERM');
      await exited;
    }
    await provider.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a new owner signs in with the provider from the sign-in page, and deletes the account by typing the e-mail', async ({ page }) => {
    const stamp = `${Date.now().toString(36)}`;
    provider.nextIdentity = { sub: `acme-${stamp}`, email: `oidc-${stamp}@example.test`, email_verified: true, name: 'Oidc Owner' };

    await page.goto(`${appUrl}/sign-in?next=%2Fsettings`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();

    // Through the provider and back, to the page first asked for.
    await expect(page).toHaveURL(`${appUrl}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Oidc Owner');
    await expect(page.getByText('This account signs in through your identity provider and has no password here.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const typed = dialog.getByLabel(`Type oidc-${stamp}@example.test to confirm`);
    await typed.fill('someone.else@example.test');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type the e-mail address of this account to confirm')).toBeVisible();
    await typed.fill(`oidc-${stamp}@example.test`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(`${appUrl}/`);
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    expect((await page.request.get(`${appUrl}/api/auth/user`)).status()).toBe(401);
  });
});
