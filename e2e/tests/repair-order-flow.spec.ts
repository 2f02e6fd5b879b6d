import { expect, test, type Locator, type Page } from '@playwright/test';
import { VISIT_EVIDENCE_FIELDS } from '@dct/contracts';
import { SAMPLE_REPAIR_ORDER_LINES, repairOrderPdf } from '@dct/contracts/testing';
import { assistantPanel, chooseDealer, createVehicleThroughApi, createVisitStillAtDealer, dealerBox, newOwner, signUpThroughApi } from './helpers';
import { smallTapTargets } from './tap-targets';

/**
 * Reading a repair order with the assistant, without traps: on the Visits page it ends in a visit
 * (the dealer found or added, the vehicle chosen), its review reads on a phone, and applying it
 * can be undone and never applies the same order twice.
 */

const REPAIR_ORDER = { name: 'lakeside-ro-48213.pdf', mimeType: 'application/pdf', buffer: Buffer.from(repairOrderPdf(SAMPLE_REPAIR_ORDER_LINES)) };
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Picks the sample order in the assistant's Extract tab and reads it; gives back the result. */
async function readOrder(scope: Locator) {
  const extractTab = scope.getByRole('tab', { name: 'Extract' });
  if ((await extractTab.getAttribute('aria-selected')) !== 'true') await extractTab.click();
  await scope.getByLabel('Repair order (photo or PDF)').setInputFiles(REPAIR_ORDER);
  await scope.getByRole('button', { name: 'Extract', exact: true }).click();
  const extracted = scope.getByLabel('Extracted repair order');
  await expect(extracted).toBeVisible({ timeout: 30_000 });
  return extracted;
}

/** The Visits page's "Read a repair order" dialog, with the assistant loaded in it. */
async function openReadDialog(page: Page, path = '/visits') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Read a repair order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read a repair order' });
  await expect(dialog.getByRole('tab', { name: 'Extract' })).toBeVisible();
  return dialog;
}

/** The assistant's panel on a visit's page. */

test.describe('3. "Read a repair order" on the Visits page ends in a visit', () => {
  test.use({ viewport: PHONE });

  test("the owner's only vehicle is chosen, and the dealer the order names is offered to add, prefilled", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, newOwner('ro-flow-add'));
    const vehicle = await createVehicleThroughApi(page, { make: 'Toyota', model: 'Camry', year: 2022 });
    const dialog = await openReadDialog(page);
    const extracted = await readOrder(dialog);

    // The only vehicle is already the visit's.
    await expect(extracted.getByLabel('Vehicle')).toHaveValue(String(vehicle.id));
    // The dealer is the searching combobox, not a select of every dealer; the order's dealer matches none of the owner's.
    await expect(dealerBox(extracted)).toBeVisible();
    await expect(extracted.getByRole('combobox', { name: 'Dealer on record' })).toHaveCount(0);
    await expect(extracted.getByRole('button', { name: 'Create visit' })).toBeDisabled();
    const add = extracted.getByRole('button', { name: /^Add "Lakeside Toyota.*" as a dealer$/ });
    await expect(add).toBeVisible();
    await add.click();
    const panel = extracted.getByRole('group', { name: 'Add a dealer' });
    await expect(panel.getByLabel('Dealer Name')).toHaveValue(/^Lakeside Toyota/);
    await panel.getByRole('button', { name: 'Add Dealer' }).click();
    await expect(dealerBox(extracted)).toHaveValue(/^Lakeside Toyota/);

    await extracted.getByRole('button', { name: 'Create visit' }).click();
    await expect(page).toHaveURL(/\/visits\/\d+$/);
    const visitId = Number(new URL(page.url()).pathname.split('/').pop());
    const visit = (await (await page.request.get(`/api/visits/${visitId}`)).json()) as { vehicle_id: number; dealer_name: string; date_out: string };
    expect(visit.vehicle_id).toBe(vehicle.id);
    expect(visit.dealer_name).toMatch(/^Lakeside Toyota/);
    expect(visit.date_out).toBe('2025-11-17');
  });

  test('on the visits of one vehicle, that vehicle is chosen; a dealer is found by searching the directory', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, newOwner('ro-flow-search'));
    await createVehicleThroughApi(page, { make: 'Honda', model: 'Civic' });
    const second = await createVehicleThroughApi(page, { make: 'Ford', model: 'Escape' });
    const [directory] = (await (await page.request.get('/api/dealers?limit=1')).json()) as Array<{ name: string }>;

    const dialog = await openReadDialog(page, `/visits?vehicle_id=${second.id}`);
    const extracted = await readOrder(dialog);
    await expect(extracted.getByLabel('Vehicle')).toHaveValue(String(second.id));
    await chooseDealer(dealerBox(extracted), directory.name.slice(0, 6), directory.name);
    await expect(extracted.getByRole('button', { name: 'Create visit' })).toBeEnabled();
    await extracted.getByRole('button', { name: 'Create visit' }).click();
    await expect(page).toHaveURL(/\/visits\/\d+$/);
    const visitId = Number(new URL(page.url()).pathname.split('/').pop());
    const visit = (await (await page.request.get(`/api/visits/${visitId}`)).json()) as { vehicle_id: number; dealer_name: string };
    expect(visit).toMatchObject({ vehicle_id: second.id, dealer_name: directory.name });
  });
});

test.describe('5. the repair-order review on a phone and on a wide screen', () => {
  /** A visit whose dates differ from the order's, opened on its page with the order read. */
  async function reviewOnVisit(page: Page, label: string) {
    await signUpThroughApi(page, newOwner(label));
    const vehicle = await createVehicleThroughApi(page);
    const { visit } = await createVisitStillAtDealer(page, vehicle.id, {
      notes: 'Dropped off in the morning; the shuttle took me home and the dealer said they would call once the part came in.',
    });
    await page.goto(`/visits/${visit.id}`);
    const extracted = await readOrder(assistantPanel(page));
    return extracted.getByLabel('Review before applying');
  }

  test("at 375 px each field is a card: its name, yours, the order's and a box, with tap targets of 44 × 44 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const review = await reviewOnVisit(page, 'ro-cards');
    const table = review.locator('table.assistant-review');
    await expect(table.locator('thead')).toBeHidden();
    const card = table.locator('tbody tr').filter({ has: page.locator('th', { hasText: 'Primary issue' }) });
    await expect(card.getByText('Yours', { exact: true })).toBeVisible();
    await expect(card.getByText('On the order', { exact: true })).toBeVisible();
    await expect(card.getByText('At the dealer')).toBeVisible();
    const box = card.getByRole('checkbox', { name: "Apply the order's primary issue" });
    await expect(box).not.toBeChecked();
    // The box's label is shown on the card, so the owner knows what the box takes.
    await expect(card.getByText("Apply the order's primary issue")).toBeVisible();

    // A card stacks its parts: the field, yours, then the order's, each the card's full width.
    const [name, yours, theirs] = await Promise.all(
      [card.locator('th'), card.locator('td.assistant-review-value').nth(0), card.locator('td.assistant-review-value').nth(1)].map((part) =>
        part.boundingBox(),
      ),
    );
    expect(name && yours && theirs).toBeTruthy();
    expect(yours!.y).toBeGreaterThan(name!.y);
    expect(theirs!.y).toBeGreaterThan(yours!.y);
    expect(Math.abs(yours!.x - theirs!.x)).toBeLessThan(2);
    expect(yours!.width).toBeGreaterThan(PHONE.width * 0.6);
    // The notes keep whole lines: no column squeezes them to a word a line.
    const notes = table.locator('tbody tr').filter({ has: page.locator('th', { hasText: 'Notes' }) });
    const notesBox = await notes.locator('td.assistant-review-value').nth(0).boundingBox();
    expect(notesBox!.width).toBeGreaterThan(PHONE.width * 0.6);

    await box.check();
    await expect(box).toBeChecked();
    await page.waitForTimeout(250);
    expect(await smallTapTargets(page)).toEqual([]);
  });

  test('at 1280 px it is a table with its headers, each field one row', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const review = await reviewOnVisit(page, 'ro-table');
    const table = review.getByRole('table');
    for (const header of ['Apply', 'Field', 'The visit has', 'The order says']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    // The cards' labels are for the phone: here the column headers name the values.
    for (const label of await review.getByText(/^(Yours|On the order)$/).all()) await expect(label).toBeHidden();
    const row = table.getByRole('row', { name: /Primary issue/ });
    const [apply, field, yours, theirs] = await Promise.all([0, 1, 2, 3].map((index) => row.locator('th, td').nth(index).boundingBox()));
    // One row: the four cells side by side.
    for (const cell of [field, yours, theirs]) expect(Math.abs(cell!.y - apply!.y)).toBeLessThan(2);
    expect(field!.x).toBeGreaterThan(apply!.x);
    expect(yours!.x).toBeGreaterThan(field!.x);
    expect(theirs!.x).toBeGreaterThan(yours!.x);
  });
});

test.describe('6. applying an order can be undone, and the same order twice changes nothing', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: Undo in the toast puts the visit back as it was, notes included`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signUpThroughApi(page, newOwner(`ro-undo-${viewport.width}`));
      const vehicle = await createVehicleThroughApi(page);
      const { visit } = await createVisitStillAtDealer(page, vehicle.id, { notes: 'Dropped off in the morning.' });
      const read = async () => (await (await page.request.get(`/api/visits/${visit.id}`)).json()) as Record<string, unknown>;
      const fields = ['status', 'primary_issue', 'issue_notes', ...VISIT_EVIDENCE_FIELDS];
      const pick = (record: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, record[field]]));
      const before = pick(await read());

      await page.goto(`/visits/${visit.id}`);
      const review = (await readOrder(assistantPanel(page))).getByLabel('Review before applying');
      for (const box of await review.getByRole('checkbox').all()) await box.check();
      await review.getByRole('button', { name: /^Apply \d+ changes? to the visit$/ }).click();
      const undo = page.getByRole('button', { name: 'Undo' });
      await expect(undo).toBeVisible();
      await expect.poll(async () => (await read()).date_out).toBe('2025-11-17');
      expect(String((await read()).issue_notes)).toContain('From the repair order (lakeside-ro-48213.pdf):');

      await undo.click();
      await expect(page.getByText('Visit restored', { exact: true })).toBeVisible();
      expect(pick(await read())).toEqual(before);
    });
  }

  test('re-reading an order already applied says there is nothing to change, offers no Apply, and appends nothing', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(PHONE);
    await signUpThroughApi(page, newOwner('ro-twice'));
    const vehicle = await createVehicleThroughApi(page);
    const { visit } = await createVisitStillAtDealer(page, vehicle.id);
    await page.goto(`/visits/${visit.id}`);
    const panel = assistantPanel(page);
    const first = (await readOrder(panel)).getByLabel('Review before applying');
    for (const box of await first.getByRole('checkbox').all()) await box.check();
    await first.getByRole('button', { name: /^Apply \d+ changes? to the visit$/ }).click();
    await expect(panel.getByRole('tab', { name: 'Calculate' })).toHaveAttribute('aria-selected', 'true');
    const applied = (await (await page.request.get(`/api/visits/${visit.id}`)).json()) as { issue_notes: string };

    const again = (await readOrder(panel)).getByLabel('Review before applying');
    await expect(again.getByText('Nothing to change: the visit already matches this order.')).toBeVisible();
    await expect(again.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    await expect(again.getByRole('checkbox')).toHaveCount(0);
    const after = (await (await page.request.get(`/api/visits/${visit.id}`)).json()) as { issue_notes: string };
    expect(after.issue_notes).toBe(applied.issue_notes);
    expect(after.issue_notes.split('From the repair order').length - 1).toBe(1);
  });
});
