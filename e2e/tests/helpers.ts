import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh owner for each test, so tests never see each other's data. */
export function newOwner(label: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { name: `Owner ${label}`, email: `${label}-${stamp}@example.test`, password: 'correct horse battery' };
}

/** Signs up through the sign-in page, as a new visitor would, and lands on the dashboard. */
export async function signUpThroughUi(page: Page, owner: ReturnType<typeof newOwner>) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Create an account' }).or(page.getByRole('link', { name: 'Create an account' })).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill(owner.name);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Signs up through the API; the page's context shares the session cookie. */
export async function signUpThroughApi(page: Page, owner: ReturnType<typeof newOwner>) {
  const response = await page.request.post('/api/auth/register', { data: owner });
  expect(response.status()).toBe(201);
}

/** The shell learns remote URLs at run time from remotes.json: point one remote at a manifest that is not there. */
export async function breakRemote(page: Page, remote: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    remotes[remote] = '/remotes/does-not-exist/mf-manifest.json';
    await route.fulfill({ response, json: remotes });
  });
}
