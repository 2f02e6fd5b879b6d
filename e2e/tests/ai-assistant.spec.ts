import { expect, test } from '@playwright/test';
import { analyzeReply, assistantPanel, createVehicleThroughApi, createVisitStillAtDealer, newOwner, signUpThroughUi } from './helpers';
import { SAMPLE_REPAIR_ORDER_LINES, repairOrderPdf } from '@dct/contracts/testing';

const REPAIR_ORDER = Buffer.from(repairOrderPdf(SAMPLE_REPAIR_ORDER_LINES));

test('an owner goes from a repair order to a triaged dealer reply with the assistant', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughUi(page, newOwner('assistant'));
  const vehicle = await createVehicleThroughApi(page, { monthly_payment: 450 });
  const { visit } = await createVisitStillAtDealer(page, vehicle.id);

  // Visit detail: a visit and vehicle without a claim open the panel on Calculate; Draft and Triage wait for a claim.
  await page.goto(`/visits/${visit.id}`);
  const panel = assistantPanel(page);
  await expect(panel.getByRole('tab', { name: 'Calculate' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tab', { name: 'Draft' })).toBeDisabled();
  await expect(panel.getByRole('tab', { name: 'Triage' })).toBeDisabled();

  // Extract: the repair order's fields come back as a review the owner checks, then fill the visit.
  await panel.getByRole('tab', { name: 'Extract' }).click();
  await expect(panel.getByRole('button', { name: 'Extract' })).toBeDisabled();
  await panel.getByLabel('Repair order (photo or PDF)').setInputFiles({ name: 'lakeside-ro-48213.pdf', mimeType: 'application/pdf', buffer: REPAIR_ORDER });
  await panel.getByRole('button', { name: 'Extract' }).click();
  const extracted = panel.getByLabel('Extracted repair order');
  await expect(extracted).toBeVisible({ timeout: 30_000 });
  await expect(extracted.getByText(/^\d{1,3}%$/)).toBeVisible();
  const review = extracted.getByLabel('Review before applying');
  await expect(review.getByRole('row', { name: /Date out/ })).toContainText('Nov 17, 2025');
  // The visit's own primary issue differs from the order's: it stays unless the owner ticks it.
  await expect(review.getByLabel("Apply the order's primary issue")).not.toBeChecked();
  await expect(review.getByLabel('Days out of service')).toContainText('→ 14');
  await review.getByRole('button', { name: /^Apply \d changes? to the visit$/ }).click();
  await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();
  // Spec §4: with a visit and a vehicle, extraction moves on to Calculate; the visit shows what was applied.
  await expect(panel.getByRole('tab', { name: 'Calculate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nov 17, 2025').first()).toBeVisible();
  await expect(page.getByText('At the dealer').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^lakeside-ro-48213\.pdf/ })).toBeVisible();
  await expect(page.getByText('Service Receipt').first()).toBeVisible();

  // Calculate on the visit: 14 days × $450 / 30 = $210.
  await panel.getByRole('button', { name: 'Calculate' }).click();
  const value = panel.getByLabel('Downtime value');
  await expect(value.getByText('$210.00', { exact: true })).toBeVisible();
  await expect(value.getByRole('link', { name: 'Create claim' })).toHaveAttribute('href', `/claims/new?visit_id=${visit.id}`);

  // Claim detail: a draft claim opens the panel on Draft; its value is applied from Calculate.
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 0.01 } });
  expect(created.status()).toBe(201);
  const claim = (await created.json()) as { id: number };
  await page.goto(`/claims/${claim.id}`);
  await expect(panel.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('tab', { name: 'Calculate' }).click();
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await panel.getByRole('button', { name: 'Apply to claim' }).click();
  await expect(page.getByText('The ask amount and valuation method were applied to the claim.').first()).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('$210.00').first()).toBeVisible();

  // Draft: a firm letter asking for that amount, edited, copied, and offered as the claim e-mail.
  await panel.getByLabel('Tone').selectOption('firm');
  await panel.getByLabel('Service manager').fill('Dana Ortiz');
  await panel.getByRole('button', { name: 'Draft letter' }).click();
  const letter = panel.getByRole('textbox', { name: 'Letter', exact: true });
  await expect(letter).toHaveValue(/Dear Dana Ortiz,/);
  await expect(letter).toHaveValue(/\$210\.00/);
  await expect(letter).toHaveValue(/14 days/);
  await letter.fill(`${await letter.inputValue()}\n\nP.S. The repair order is attached.`);
  await panel.getByRole('button', { name: 'Copy letter' }).click();
  await expect(page.getByText('The letter is on your clipboard.').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('P.S. The repair order is attached.');
  await expect(panel.getByRole('link', { name: 'Open in my mail app' })).toHaveAttribute('href', /^mailto:.+subject=.+body=/);
  await panel.getByRole('button', { name: 'Use as claim e-mail' }).click();
  await expect(page.getByText('The letter is now the body of the claim e-mail.').first()).toBeVisible();
  await expect(page.getByText('Sending the claim e-mails your letter with the PDF statement to the dealer.')).toBeVisible();

  // Sent, the mail is the owner's letter; the claim opens the panel on Triage: the dealer's reply is read and the claim moves to Response.
  expect((await page.request.post(`/api/claims/${claim.id}/send`)).ok()).toBe(true);
  await page.reload();
  await page.getByText('What was sent').click();
  await expect(page.locator('.mail-body')).toContainText('P.S. The repair order is attached.');
  await expect(panel.getByRole('tab', { name: 'Triage' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: 'Analyze reply' }).click();
  await expect(page.getByText("Please paste the dealer's email response").first()).toBeVisible();
  const analysis = await analyzeReply(
    panel,
    'Hello,\n\nThank you for your patience. After review with our district manager we are able to offer a goodwill payment of $150.00 toward your loss of use. Please let us know within 10 business days whether you accept.\n\nDana Ortiz\nService Manager',
  );
  await expect(analysis.getByText('Offer', { exact: true })).toBeVisible();
  await expect(analysis.getByText(/\$150\.00/).first()).toBeVisible();
  await expect(analysis.getByText(/^Due in 1[2-4] days/)).toBeVisible();
  const due = await analysis.getByLabel('Response due').inputValue();
  expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await analysis.getByRole('button', { name: 'Mark as Response' }).click();
  await expect(page.getByText('The dealer reply was recorded on the claim.').first()).toBeVisible();
  await expect(page.getByText('Response', { exact: true }).first()).toBeVisible();
  const saved = (await (await page.request.get(`/api/claims/${claim.id}`)).json()) as { status: string; response_due: string };
  expect(saved).toMatchObject({ status: 'Response', response_due: due });
});
