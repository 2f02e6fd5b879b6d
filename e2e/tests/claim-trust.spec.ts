import { expect, test, type Page } from '@playwright/test';
import {
  analyzeReply,
  assistantPanel,
  createVehicleThroughApi,
  createVisitAtDirectoryDealer,
  newOwner,
  newOwnerWithVisit,
  sentClaimThroughApi,
  signUpThroughApi,
} from './helpers';
import { repairOrderPdf } from '@dct/contracts/testing';

/**
 * Every number an owner sends is typed by them or shown to them first: a repair order is applied
 * through a review, a dealer's reply is read for what it offers, documents are chosen and not
 * doubled, and reminders wait for the answer to be due.
 */

/** Another dealer's order, a year before the visit, whose date out is not printed. */
const OTHER_DEALERS_ORDER = Buffer.from(
  repairOrderPdf([
    'Westside Honda Service Center',
    'REPAIR ORDER  RO# 7731',
    'Date In: 11/03/2024',
    'Customer Concern: Squeak from the front brakes',
    'Replace brake pads                                 212.00',
    'Total Due: $212.00',
  ]),
);

const notesOf = async (page: Page, visitId: number) =>
  (await (await page.request.get(`/api/visits/${visitId}`)).json()) as { date_in: string; date_out: string | null; issue_notes: string | null; days: number };

test('a repair order from another dealer is reviewed with warnings and changes nothing until the owner applies it', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newOwner('review'));
  const vehicle = await createVehicleThroughApi(page, { monthly_payment: 450 });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id, {
    date_in: '2025-11-03',
    date_out: '2025-11-13',
    issue_notes: 'My own notes: it rattles on a cold start.',
  });
  const before = await notesOf(page, visit.id);
  expect(before.days).toBe(10);

  await page.goto(`/visits/${visit.id}`);
  const panel = assistantPanel(page);
  await panel.getByRole('tab', { name: 'Extract' }).click();
  await panel.getByLabel('Repair order (photo or PDF)').setInputFiles({ name: 'westside-7731.pdf', mimeType: 'application/pdf', buffer: OTHER_DEALERS_ORDER });
  await panel.getByRole('button', { name: 'Extract' }).click();
  const review = panel.getByLabel('Review before applying');
  await expect(review).toBeVisible({ timeout: 30_000 });

  // The date in differs from the visit's, so it starts unticked; the warnings say why in words.
  const applyDateIn = review.getByLabel("Apply the order's date in");
  await expect(applyDateIn).not.toBeChecked();
  const warnings = review.getByRole('alert', { name: 'Check before applying' });
  await expect(warnings).toContainText('The repair order is from Westside Honda Service Center');
  await expect(warnings).toContainText('The date out could not be read: check it on the order.');
  await expect(review.getByLabel('Days out of service')).toContainText('10 → 10');

  // Ticking it shows what it would do: a stay of 375 days, a date moved a year.
  await applyDateIn.check();
  await expect(review.getByLabel('Days out of service')).toContainText('10 → 375');
  await expect(warnings).toContainText('The stay would be 375 days long, more than 60.');
  await expect(warnings).toContainText('Date in would move 365 days, from Nov 3, 2025 to Nov 3, 2024.');

  // Nothing has changed yet.
  expect(await notesOf(page, visit.id)).toMatchObject({ date_in: '2025-11-03', date_out: '2025-11-13', days: 10, issue_notes: before.issue_notes });

  // The owner keeps the dates and takes only the line items: the notes are added below their own.
  await applyDateIn.uncheck();
  const primaryIssue = review.getByLabel("Apply the order's primary issue");
  if (await primaryIssue.isChecked()) await primaryIssue.uncheck();
  await review.getByRole('button', { name: /^Apply \d changes? to the visit$/ }).click();
  await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();
  const after = await notesOf(page, visit.id);
  expect(after).toMatchObject({ date_in: '2025-11-03', date_out: '2025-11-13', days: 10 });
  expect(after.issue_notes).toMatch(/^My own notes: it rattles on a cold start\.\n/);
  expect(after.issue_notes).toContain('Replace brake pads');
});

test('a dealer reply refusing the ask and offering less is read as the lesser offer, which the claim keeps', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newOwner('offer'));
  const claimId = await sentClaimThroughApi(page, { monthly_payment: 556 }, 259.4);

  await page.goto(`/claims/${claimId}`);
  const panel = assistantPanel(page);
  await expect(panel.getByRole('tab', { name: 'Triage' })).toHaveAttribute('aria-selected', 'true');
  const analysis = await analyzeReply(
    panel,
    "Hi,\n\nThank you for your patience while we reviewed your request. While we can't approve the full $259.40 you requested, we are able to reimburse $150.00 for your loss of use.\n\nBest,\nDana Ortiz\nService Manager",
  );
  await expect(analysis.getByText('Offer', { exact: true })).toBeVisible();
  await expect(analysis).toContainText('$150.00');
  await expect(analysis).not.toContainText('offer of $259.40');
  await expect(analysis.getByLabel('Amount offered')).toHaveValue('150');
  await analysis.getByRole('button', { name: 'Mark as Response' }).click();
  await expect(page.getByText('The dealer reply was recorded on the claim.').first()).toBeVisible();
  const saved = (await (await page.request.get(`/api/claims/${claimId}`)).json()) as { status: string; offered_amount: number | null };
  expect(saved).toMatchObject({ status: 'Response', offered_amount: 150 });

  // Closing starts at what the dealer offered.
  await page.reload();
  await page.getByRole('group', { name: 'Claim actions' }).getByRole('button', { name: 'Close claim' }).click();
  await expect(page.getByRole('dialog', { name: `Close Claim #${claimId}` }).getByLabel('Amount Recovered')).toHaveValue('150');
});

test('the owner picks the documents that go, an identical upload is already attached, and a reminder waits for the answer', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newOwner('evidence'));
  const vehicle = await createVehicleThroughApi(page, { monthly_payment: 450 });
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);

  // Two documents; the same bytes a second time are the first document again.
  await page.goto(`/visits/${visit.id}`);
  const picker = page.getByLabel('Choose files to upload');
  const order = { name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from(repairOrderPdf(['Repair order', 'Total Due: $10.00'])) };
  const photo = { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(repairOrderPdf(['A photo of the dashboard'])) };
  await picker.setInputFiles([order, photo]);
  await page.getByRole('button', { name: 'Upload 2 files' }).click();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await picker.setInputFiles({ ...order, name: 'order-again.pdf' });
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByText('Already attached', { exact: true })).toBeVisible();
  await expect(page.getByText('This file is already on the visit.', { exact: true })).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(2);

  // A draft sends every document until the owner unticks one.
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id } });
  expect(created.status()).toBe(201);
  const claim = (await created.json()) as { id: number; ask_amount: number };
  expect(claim.ask_amount).toBe(210);
  await page.goto(`/claims/${claim.id}`);
  await expect(page.getByText('2 of 2 go with the claim')).toBeVisible();
  await page.getByLabel('Send photo.pdf with the claim').uncheck();
  await expect(page.getByText('1 of 2 go with the claim')).toBeVisible();
  // The tick shows at once; the choice is saved a moment later.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/claims/${claim.id}`)).json()) as { document_ids: number[] | null }).document_ids)
    .toHaveLength(1);

  // The send confirmation names the one attachment; after sending, a reminder waits for the answer.
  const actions = page.getByRole('group', { name: 'Claim actions' });
  await actions.getByRole('button', { name: 'Send Claim' }).click();
  const confirm = page.getByRole('dialog', { name: /^Send / });
  await expect(confirm.getByLabel('What will be sent')).toContainText('order.pdf');
  await expect(confirm.getByLabel('What will be sent')).not.toContainText('photo.pdf');
  await confirm.getByRole('button', { name: 'Send Claim' }).click();
  await expect(page.getByText('Claim sent', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: /^Answer due / })).toBeDisabled();
  await actions.getByRole('button', { name: 'Remind early' }).click();
  const early = page.getByRole('dialog');
  await expect(early).toContainText('not due');
  await early.getByRole('button', { name: 'Send early reminder' }).click();
  await expect(page.getByText('Reminder sent', { exact: true })).toBeVisible();
});

test("a visit's status follows its dates in the form", async ({ page }) => {
  const { visit } = await newOwnerWithVisit(page, 'status', { date_out: undefined, status: 'in_progress' });
  await page.goto(`/visits/${visit.id}`);
  await page.getByRole('button', { name: 'Edit Visit' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Date Out').fill('2025-01-19');
  await expect(form.getByLabel('Status')).toHaveValue('completed');
  await form.getByLabel('Date Out').fill('');
  await expect(form.getByLabel('Status')).toHaveValue('in_progress');
  await form.getByLabel('Date Out').fill('2025-01-19');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(async () => ((await (await page.request.get(`/api/visits/${visit.id}`)).json()) as { status: string }).status).toBe('completed');
});
