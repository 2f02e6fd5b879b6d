import { expect, test } from '@playwright/test';
import { breakRemote, newOwner, signUpThroughApi } from './helpers';

test('visit detail mounts the AI assistant panel from mf-ai-assistant', async ({ page }) => {
  await signUpThroughApi(page, newOwner('visit-assistant'));
  const assistantManifest = page.waitForResponse((response) => response.url().endsWith('/remotes/mf-ai-assistant/mf-manifest.json') && response.ok());
  await page.goto('/visits/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit #1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  await assistantManifest;
});

test('a broken assistant remote fails inside its slot; the visit page and the header keep working', async ({ page }) => {
  await signUpThroughApi(page, newOwner('visit-broken-assistant'));
  await breakRemote(page, 'mf_ai_assistant');

  await page.goto('/visits/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit #1' })).toBeVisible();
  const slotError = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(slotError).toBeVisible();
  await expect(slotError.getByText(/The assistant area could not be loaded/)).toBeVisible();
  await expect(slotError.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
