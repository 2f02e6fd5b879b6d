import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, day, newOwner, signUpThroughApi, vehicleNearLemon } from './helpers';

/** 'Jan 5, 2025', the app's date format. */
const shown = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const WIDTHS = [375, 1280] as const;

/** A claim on a finished visit, sent to the dealer: its answer is due 14 days from today. */
async function sentClaim(page: Page) {
  const vehicle = await createVehicleThroughApi(page, { make: 'Honda', model: 'Accord' });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-30), date_out: day(-16) });
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, contact_email: 'service@dealer.example.test' } });
  expect(created.status(), await created.text()).toBe(201);
  const claim = (await created.json()) as { id: number };
  const sent = await page.request.post(`/api/claims/${claim.id}/send`);
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  return { claim: (await sent.json()) as { id: number; response_due: string }, vehicle };
}

test('1. days that have not happened do not count: an expected date out counts up to today, a scheduled visit none', async ({ page }) => {
  await signUpThroughApi(page, newOwner('future'));
  const vehicle = await createVehicleThroughApi(page, {
    make: 'Kia',
    model: 'Sorento',
    registration_state: 'CA',
    delivery_date: day(-100),
    delivery_mileage: 10,
  });
  // In 18 days ago, the dealer expects to hand it back in 44 days: 62 days if they had passed.
  await createVisitAtDirectoryDealer(page, vehicle.id, {
    date_in: day(-18),
    date_out: day(44),
    status: 'in_progress',
    primary_issue: 'Engine stalls at idle',
    defect: 'Stalling',
  });
  // Booked for later: no day has happened.
  await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(94), date_out: null, status: 'in_progress', primary_issue: 'Recall booked' });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/visits');
    const open = page.getByRole('article').filter({ hasText: 'Engine stalls at idle' });
    await expect(open).toContainText('18 days in service');
    await expect(open).not.toContainText('62 days');
    await expect(open.getByRole('term').filter({ hasText: 'Expected date out' })).toBeVisible();
    await expect(open).toContainText(shown(day(44)));
    const booked = page.getByRole('article').filter({ hasText: 'Recall booked' });
    await expect(booked).toContainText('Scheduled visit');
    await expect(booked.getByRole('term').filter({ hasText: 'Scheduled for' })).toBeVisible();

    // The vehicle's total and its lemon-law count never include the future.
    await page.goto('/vehicles');
    const card = page.getByRole('article', { name: '2022 Kia Sorento' });
    await expect(card).toContainText('18 days out of service');
    await expect(card).toContainText(/18 of 30 days/);

    // Typing a date out still ahead says what it means.
    await page.goto(`/visits/new?vehicle_id=${vehicle.id}`);
    const dialog = page.getByRole('dialog', { name: 'Add New Service Visit' });
    await dialog.getByLabel('Date Out').fill(day(30));
    await expect(dialog).toContainText('An expected date out: days count up to today, never beyond');
  }
});

test('2. a reminder sent before the due date says the answer is due, not that it was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signUpThroughApi(page, newOwner('remind'));
  const { claim } = await sentClaim(page);
  const reminded = await page.request.post(`/api/claims/${claim.id}/remind`, { data: { early: true } });
  expect(reminded.status(), await reminded.text()).toBeLessThan(300);

  await page.goto(`/claims/${claim.id}`);
  const reminder = page.locator('li.dispatch').filter({ has: page.getByText('Reminder', { exact: true }) });
  await reminder.getByText('What was sent').click();
  const body = reminder.locator('pre.mail-body');
  await expect(body).toContainText(`Your answer is due on ${shown(claim.response_due)}`);
  await expect(body).not.toContainText('was due on');
});

test('4. lemon-law alerts lead to the vehicle page with the notice, and the card title reads as a link', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newOwner('watch-links'));
  const vehicle = await vehicleNearLemon(page);
  const notice = page.getByRole('button', { name: 'Write the notice to the manufacturer' });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The dashboard's banner.
    await page.goto('/');
    const banner = page.getByRole('list', { name: 'Lemon-law watch' }).getByRole('link', { name: '2022 Ford Escape' });
    await expect(banner).toHaveAttribute('href', `/vehicles/${vehicle.id}`);
    await banner.click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));
    await expect(notice).toBeVisible();

    // The card's title is the way to that page, and looks like one.
    await page.goto('/vehicles');
    const title = page.getByRole('article', { name: '2022 Ford Escape' }).getByRole('link', { name: '2022 Ford Escape', exact: true });
    const look = await title.evaluate((link) => {
      const style = getComputedStyle(link);
      const heading = getComputedStyle(link.parentElement as Element);
      return { underline: style.textDecorationLine.includes('underline'), coloured: style.color !== heading.color };
    });
    expect(look).toEqual({ underline: true, coloured: true });
  }

  // The bell: the scan runs every few seconds in this suite.
  await page.goto('/notifications');
  const alerts = page.getByRole('list', { name: 'Notifications' }).locator(`a[href^="/vehicles/${vehicle.id}"]`);
  await expect(async () => {
    await page.reload();
    await expect(alerts.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  for (const href of await alerts.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe(`/vehicles/${vehicle.id}`);
  await alerts.first().click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.id}$`));
  await expect(notice).toBeVisible();
});

test('9. dashboard figures say what they count, with the amount recovered, and visit badges in the spec words', async ({ page }) => {
  await signUpThroughApi(page, newOwner('figures'));
  const vehicle = await createVehicleThroughApi(page, { make: 'Mazda', model: 'CX-5' });
  await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-5), date_out: null, status: 'in_progress', primary_issue: 'Door rattle' });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id, { date_in: day(-30), date_out: day(-20), primary_issue: 'Brake squeal' });
  expect((await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 450 } })).status()).toBe(201);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const value = page.getByRole('group', { name: 'Total Claim Value' });
    await expect(value).toContainText('$450.00');
    await expect(value).toContainText('Asked in all claims, open and closed · $0.00 recovered');
    await expect(page.getByRole('group', { name: 'Active Visits' })).toContainText('Vehicles still at the dealer');
    await expect(page.getByRole('group', { name: 'Pending Claims' })).toContainText('Drafts not sent yet');
    const recent = page.getByRole('region', { name: 'Recent Visits' });
    await expect(recent.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(recent.getByText('Completed', { exact: true })).toBeVisible();
    await expect(recent).not.toContainText('in_progress');
    await expect(recent).not.toContainText('completed');
  }
});

test('11. the send question lists To, Bcc, Subject and the attachments each on its own line', async ({ page }) => {
  await signUpThroughApi(page, newOwner('send-lines'));
  const vehicle = await createVehicleThroughApi(page, { make: 'Subaru', model: 'Outback' });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, contact_email: 'service@dealer.example.test' } });
  const claim = (await created.json()) as { id: number };

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/claims/${claim.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Claim #${claim.id}` })).toBeVisible();
    // At phone width the claim's actions fold under one button.
    if (width === 375) await page.getByRole('button', { name: 'Claim actions' }).click();
    await page.getByRole('group', { name: 'Claim actions' }).getByRole('button', { name: 'Send Claim' }).click();
    const summary = page.getByRole('dialog', { name: `Send Claim #${claim.id}` }).getByLabel('What will be sent');
    const lines = await summary.evaluate((element) =>
      [...element.children].map((line) => {
        const rects = [...line.getClientRects()];
        const box = line.getBoundingClientRect();
        return { text: line.textContent ?? '', top: box.top, bottom: box.bottom, left: box.left, boxes: rects.length };
      }),
    );
    expect(lines.map((line) => line.text.split(':')[0])).toEqual(['To', 'Bcc', 'Subject', 'Attached', "The dealer's answer goes to your e-mail."]);
    // Each line starts at the left edge, below the one before.
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i].left).toBe(lines[0].left);
      expect(lines[i].top).toBeGreaterThanOrEqual(lines[i - 1].bottom - 0.5);
    }
    await page.keyboard.press('Escape');
  }
});

test.describe('14. a first sign-in in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test("takes the browser's time zone, and keeps a zone chosen later", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await signUpThroughApi(page, newOwner(`zone-${width}`));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(async () => {
        const settings = (await (await page.request.get('/api/account/notifications')).json()) as { time_zone: string };
        expect(settings.time_zone).toBe('America/Chicago');
      }).toPass({ timeout: 10_000 });
      await page.goto('/settings');
      await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');

      // A zone the owner saves is theirs: signing in again does not replace it.
      await page.getByLabel('Time zone').fill('Europe/Paris');
      await page
        .getByRole('button', { name: /Save notification settings|Save/ })
        .first()
        .click();
      await expect(async () => {
        const settings = (await (await page.request.get('/api/account/notifications')).json()) as { time_zone: string };
        expect(settings.time_zone).toBe('Europe/Paris');
      }).toPass({ timeout: 10_000 });
      await page.reload();
      await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Paris');
      await page.context().clearCookies();
    }
  });
});

test('12. the notice letter lays out on one page and carries no advice of ours', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newOwner('notice-page'));
  const vehicle = await vehicleNearLemon(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/vehicles/${vehicle.id}`);
    await page.getByRole('button', { name: 'Write the notice to the manufacturer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice to the manufacturer' });
    const letter = dialog.getByRole('textbox', { name: 'Letter' });
    await expect(letter).toHaveValue(/out of service for 27 days/);
    // The advice stays on the owner's screen.
    await expect(dialog).toContainText('This is not legal advice.');
    await letter.fill((await letter.inputValue()).replace('[your postal address]', '12 Elm Street, Springfield, IL 62701'));
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await downloading).path();
    const pages = execFileSync('pdftotext', ['-layout', file, '-'])
      .toString()
      .split('\f')
      .filter((text) => text.trim() !== '');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Sincerely,');
    expect(pages[0]).not.toContain('not legal advice');
    expect(pages[0]).not.toContain('autosafety.org');
    await page.keyboard.press('Escape');
  }
});
