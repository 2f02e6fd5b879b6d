import { expect, test } from '@playwright/test';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, signUpThroughApi, signUpThroughUi } from './helpers';

test('an owner creates a claim for a visit, sends it, follows it up and closes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newOwner('claims'));
  const vehicle = await createVehicleThroughApi(page, { monthly_payment: 450 });
  const { visit, dealer } = await createVisitAtDirectoryDealer(page, vehicle.id);
  expect(visit.days).toBe(14);

  // The visit card's Create Claim link opens the dialog with that visit chosen.
  await page.goto(`/claims/new?visit_id=${visit.id}`);
  const dialog = page.getByRole('dialog', { name: 'New Claim' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Visit')).toHaveValue(String(visit.id));
  // The amount starts at what the downtime is worth: 14 days × $450 / 30 = $210.
  await expect(dialog.getByLabel('Ask Amount')).toHaveValue('210');
  await dialog.getByLabel('Ask Amount').fill('0');
  await dialog.getByRole('button', { name: 'Create Claim' }).click();
  await expect(dialog.getByText('Ask amount must be greater than 0')).toBeVisible();

  // The valuation hint offers the worked-out value again.
  await dialog.getByRole('button', { name: 'Use $210.00' }).click();
  await expect(dialog.getByLabel('Ask Amount')).toHaveValue('210');
  await dialog.getByRole('button', { name: 'Create Claim' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Claim created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/claims$/);
  const card = page.getByRole('article', { name: /^Claim #\d+$/ });
  await expect(card).toHaveCount(1);
  const claimName = (await card.getAttribute('aria-label'))!;
  const claimId = claimName.replace('Claim #', '');
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('$210.00')).toBeVisible();
  await expect(card.getByText('Monthly Payment')).toBeVisible();

  // Sending asks first, then the server sets Sent and a due date and mails the statement.
  await card.getByRole('button', { name: 'Send Claim' }).click();
  const confirm = page.getByRole('dialog', { name: `Send ${claimName}` });
  await expect(confirm.getByText(/set a response due date, and e-mail the PDF statement to the dealer/)).toBeVisible();
  // It names who receives what before anything goes.
  await expect(confirm.getByLabel('What will be sent')).toContainText(`To: ${dealer.email!}`);
  await expect(confirm.getByLabel('What will be sent')).toContainText(`Subject: Downtime compensation claim #${claimId}: `);
  await expect(confirm.getByLabel('What will be sent')).toContainText('Attached: the claim statement (PDF)');
  await confirm.getByRole('button', { name: 'Send Claim' }).click();
  await expect(page.getByText('Claim sent', { exact: true })).toBeVisible();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();
  await expect(card.getByText('Response due')).toBeVisible();
  await expect(card.getByText('Delivered')).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole('button', { name: 'Send Claim' })).toBeHidden();

  // The detail page: the visit, the mail as sent, the statement and the assistant.
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/claims/${claimId}$`));
  await expect(page.getByRole('heading', { level: 1, name: claimName })).toBeVisible();
  await expect(page.getByRole('link', { name: /View visit/ })).toHaveAttribute('href', `/visits/${visit.id}`);
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  const mail = page.getByRole('listitem').filter({ hasText: 'Claim statement' });
  await mail.getByText('What was sent').click();
  await expect(mail.getByText(dealer.email!)).toBeVisible();
  await expect(mail.getByText(`claim-${claimId}-statement.pdf`)).toBeVisible();

  const statement = page.getByRole('link', { name: 'Download statement' });
  await expect(statement).toHaveAttribute('href', `/api/claims/${claimId}/statement.pdf`);
  const [download] = await Promise.all([page.waitForEvent('download'), statement.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await page.request.get(`/api/claims/${claimId}/statement.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The dealer answers, then the claim is closed with what was recovered.
  await page.getByRole('button', { name: 'Record response' }).click();
  const response = page.getByRole('dialog', { name: "Record the dealer's response" });
  await response.getByLabel("Dealer's Reply").fill('We can credit one monthly payment as goodwill.');
  await response.getByRole('button', { name: 'Record Response' }).click();
  await expect(page.getByText('Response recorded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record response' })).toBeHidden();

  await page.getByRole('button', { name: 'Close claim' }).click();
  const close = page.getByRole('dialog', { name: `Close ${claimName}` });
  await close.getByLabel('Amount Recovered').fill('150');
  await close.getByLabel('Outcome Notes').fill('Credited one payment');
  await close.getByRole('button', { name: 'Close Claim' }).click();
  await expect(page.getByText('Claim closed', { exact: true })).toBeVisible();
  // Closed with money back: the badge says how much, in calm green rather than alarm red.
  await expect(page.getByText('Closed · $150.00 recovered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close claim' })).toBeHidden();

  await page.getByRole('link', { name: 'Back to Claims' }).first().click();
  await expect(page.getByText('Recovered vs asked:')).toBeVisible();
  await expect(page.getByText(/\$150\.00 of \$210\.00 \(71%\) over 1 closed claim/)).toBeVisible();
  await expect(card.getByText('Credited one payment')).toBeVisible();

  // Another owner cannot see it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughApi(otherPage, newOwner('claims-other'));
  await otherPage.goto(`/claims/${claimId}`);
  await expect(otherPage.getByRole('heading', { name: 'Claim Not Found' })).toBeVisible();
  await other.close();
});

test('the claims page filters on the client and says when nothing matches', async ({ page }) => {
  await signUpThroughApi(page, newOwner('claims-filter'));
  await page.goto('/claims');
  await expect(page.getByText('No claims created yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Claim' })).toBeVisible();

  const vehicle = await createVehicleThroughApi(page);
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  for (const ask_amount of [90, 180]) {
    expect((await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount } })).status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('Sent');
  await expect(page.getByText('No claims found')).toBeVisible();
  await page.getByLabel('Status').selectOption('Draft');
  await page.getByPlaceholder('Search claims...').fill('transmission');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('region', { name: /^Summary of Claim #\d+$/ })).toBeVisible();

  // No sideways scrolling on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
