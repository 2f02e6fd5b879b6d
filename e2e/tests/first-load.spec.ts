import { expect, test } from '@playwright/test';
import { newOwner, signUpThroughApi } from './helpers';

const LANDING_HEADING = 'Get compensated for the days your car spends at the dealer';

test('a visitor without a session gets the landing as markup, and the app takes over without a spinner or a shift', async ({ page, request }) => {
  // The first response already holds the page (and remotes.json), in the shell's public layout.
  const first = await request.get('/');
  expect(first.headers()['cache-control']).toBe('private, no-cache');
  const html = await first.text();
  expect(html).toContain(`<h1 id="landing-title" class="hero-title">${LANDING_HEADING}</h1>`);
  expect(html).toContain('<meta name="dct-session" content="absent">');
  expect(html).toMatch(/<script id="dct-remotes" type="application\/json">\{.*"mf_public":"\/remotes\/mf-public\/mf-manifest\.json"/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/mf-public\/static\/css\/[^"]+\.css">/);
  expect((await request.get('/terms')).ok()).toBe(true);
  expect(await (await request.get('/terms')).text()).toContain('<title>Terms of Service · Downtime Claim Tracker</title>');

  // In the browser: whether a spinner ever showed, and how much the layout shifted.
  await page.addInitScript(() => {
    const state = { spinnerShown: false, shift: 0 };
    Object.assign(window, { __firstLoad: state });
    new MutationObserver(() => {
      for (const spinner of document.querySelectorAll('.spinner-page')) if (!spinner.closest('[hidden]')) state.spinnerShown = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
  // The app has taken the markup's place: one page, live.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toHaveCount(1);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const state = await page.evaluate(() => (window as unknown as { __firstLoad: { spinnerShown: boolean; shift: number } }).__firstLoad);
  expect(state.spinnerShown).toBe(false);
  expect(state.shift).toBeLessThan(0.05);
});

test('a request with a session gets the app, not the landing', async ({ page }) => {
  await signUpThroughApi(page, newOwner('first-load'));
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<meta name="dct-session" content="present">');
  expect(html).not.toContain('id="prerendered"');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
