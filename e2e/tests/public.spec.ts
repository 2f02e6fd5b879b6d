import { expect, test } from '@playwright/test';

test('a visitor reads the public pages and sends a message through the contact form', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/capped at the greater of 12 months of payments/).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/7 years/).first()).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Alex Visitor');
  await page.getByLabel('Email', { exact: true }).fill('alex.visitor@example.test');
  await page.getByLabel('Subject', { exact: true }).fill('How do claims work?');
  await page.getByLabel('Message', { exact: true }).fill('I would like to know how long dealers take to answer.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});
