import { expect, test, type Page } from '@playwright/test';
import { analyzeReply, assistantPanel, newOwner, sentClaimThroughApi, signUpThroughApi } from './helpers';

/**
 * A dealer's offer is shown where the owner looks (the claim, the list, the dashboard) with what it
 * is (cash, or a credit spent only at the dealer), and answered from the claim: accepted, which
 * closes the claim with it, or countered with a drafted letter.
 */

test.use({ viewport: { width: 375, height: 800 } });

/** A new owner's claim for $1,260, sent to the visit's dealer and open on its page. */
async function openSentClaim(page: Page, label: string): Promise<number> {
  await signUpThroughApi(page, newOwner(label));
  const id = await sentClaimThroughApi(page, { monthly_payment: 450 }, 1260);
  await page.goto(`/claims/${id}`);
  return id;
}

const claimOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/claims/${id}`)).json()) as {
    status: string;
    offered_amount: number | null;
    offer_kind: string | null;
    recovered_amount: number | null;
  };

async function triage(page: Page, reply: string) {
  const panel = assistantPanel(page);
  await expect(panel.getByRole('tab', { name: 'Triage' })).toHaveAttribute('aria-selected', 'true');
  const analysis = await analyzeReply(panel, reply);
  await expect(analysis.getByText('Offer', { exact: true })).toBeVisible({ timeout: 30_000 });
  return analysis;
}

test('an offer marked from a reply shows on the claim, the list and the dashboard, and accepting it closes the claim with it', async ({ page }) => {
  test.setTimeout(150_000);
  const id = await openSentClaim(page, 'offer-accept');
  const analysis = await triage(page, 'Thank you for your patience. We are able to reimburse $150.00 for your loss of use.');
  await expect(analysis.getByLabel('Amount offered')).toHaveValue('150');
  await expect(analysis.getByLabel('Kind of offer')).toHaveValue('cash');
  await analysis.getByRole('button', { name: 'Mark as Response' }).click();
  await expect(page.getByText('The dealer reply was recorded on the claim.').first()).toBeVisible();

  // The claim page shows the amount and its kind.
  const offer = page.getByRole('region', { name: "Dealer's offer" });
  await expect(offer).toContainText('$150.00 cash');
  expect(await claimOf(page, id)).toMatchObject({ status: 'Response', offered_amount: 150, offer_kind: 'cash' });

  // So do the claims list and the dashboard.
  await page.goto('/claims');
  await expect(page.getByRole('article', { name: `Claim #${id}` })).toContainText('Offer$150.00 cash');
  await page.goto('/');
  const waiting = page.getByRole('region', { name: 'Offers waiting for your answer' });
  await expect(waiting).toContainText(`Claim #${id}`);
  await expect(waiting).toContainText('$150.00 cash');

  // Accepting closes the claim with the amount offered as recovered.
  await waiting.getByRole('link', { name: `Claim #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/claims/${id}$`));
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  const confirm = page.getByRole('dialog', { name: `Accept the offer on Claim #${id}` });
  await expect(confirm).toContainText('$150.00 cash recorded as recovered');
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page.getByText('The claim has been closed with the amount offered.').first()).toBeVisible();
  await expect(page.getByText('Closed · $150.00 recovered').first()).toBeVisible();
  expect(await claimOf(page, id)).toMatchObject({ status: 'Closed', recovered_amount: 150, offered_amount: 150 });
  await expect(offer.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers waiting for your answer' })).toHaveCount(0);
});

test('a service credit recorded with the response is countered with a drafted letter the owner edits and copies', async ({ page, context }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await openSentClaim(page, 'offer-counter');
  // On a phone the claim's actions fold under one button.
  await page.getByRole('button', { name: 'Claim actions' }).click();
  await page.getByRole('button', { name: 'Record response' }).click();
  const dialog = page.getByRole('dialog', { name: "Record the dealer's response" });
  await dialog.getByLabel("Dealer's Reply").fill('We can give you $300 off your next service.');
  await dialog.getByLabel('Amount Offered').fill('300');
  await dialog.getByLabel('Kind of Offer').selectOption('credit');
  await dialog.getByRole('button', { name: 'Record Response' }).click();
  await expect(page.getByText("The dealer's response has been recorded.").first()).toBeVisible();

  const offer = page.getByRole('region', { name: "Dealer's offer" });
  await expect(offer).toContainText('$300.00 service credit');
  await expect(offer).toContainText('A service credit is spent at the dealer: it is not cash.');
  expect(await claimOf(page, id)).toMatchObject({ status: 'Response', offered_amount: 300, offer_kind: 'credit' });

  await offer.getByRole('button', { name: 'Counter offer' }).click();
  const counter = page.getByRole('dialog', { name: "Counter the dealer's offer" });
  const letter = counter.getByLabel('Letter');
  await expect(letter).toHaveValue(/You offered \$300\.00 service credit\. A service credit can only be spent with you/);
  await expect(letter).toHaveValue(/My claim is for \$1,260\.00/);
  await letter.fill(`${await letter.inputValue()}\n\nPat Owner`);
  await expect(counter.getByRole('link', { name: 'Open in mail app' })).toHaveAttribute('href', /^mailto:.+Pat%20Owner$/);
  await counter.getByRole('button', { name: 'Copy letter' }).click();
  await expect(page.getByText('Paste it into your reply to the dealer.').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^Subject: Re: Downtime compensation claim #${id}`));
  expect(copied).toContain('Pat Owner');
  // Countering changes nothing on the claim: the offer waits for the dealer's next answer.
  expect(await claimOf(page, id)).toMatchObject({ status: 'Response', offered_amount: 300, offer_kind: 'credit' });

  // Wider, the actions sit in the header and the offer reads the same.
  await counter.getByRole('button', { name: 'Close' }).click();
  await expect(counter).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Claim actions' })).toBeHidden();
  await expect(offer).toContainText('$300.00 service credit');
  await expect(offer.getByRole('button', { name: 'Counter offer' })).toBeVisible();
  await page.goto('/claims');
  await expect(page.getByRole('article', { name: `Claim #${id}` })).toContainText('Offer$300.00 service credit');
  await page.goto('/');
  const waiting = page.getByRole('region', { name: 'Offers waiting for your answer' });
  await expect(waiting).toContainText('$300.00 service credit');
  // A credit is not counted as cash.
  await expect(waiting).toContainText('$0.00 cash, and $300.00 in service credit (not cash)');
});

test('a reply offering a service credit or a check lists both as alternatives, and the owner records the one they take', async ({ page }) => {
  test.setTimeout(150_000);
  const id = await openSentClaim(page, 'offer-or');
  const analysis = await triage(page, "We'd like to make this right: $200 off the next service, or a $100 check. Let us know which you prefer.");
  const alternatives = analysis.getByRole('list', { name: 'Offer alternatives' });
  await expect(alternatives.getByRole('listitem')).toHaveText([/\$200\.00 service credit/, /\$100\.00 cash/]);
  await expect(analysis).toContainText('A service credit is spent at the dealer: it is not cash.');
  await analysis.getByRole('button', { name: 'Record $100.00 cash as the offer' }).click();
  await expect(analysis.getByLabel('Amount offered')).toHaveValue('100');
  await expect(analysis.getByLabel('Kind of offer')).toHaveValue('cash');
  await analysis.getByRole('button', { name: 'Record $200.00 service credit as the offer' }).click();
  await expect(analysis.getByLabel('Amount offered')).toHaveValue('200');
  await expect(analysis.getByLabel('Kind of offer')).toHaveValue('credit');
  await analysis.getByRole('button', { name: 'Mark as Response' }).click();
  await expect(page.getByText('The dealer reply was recorded on the claim.').first()).toBeVisible();
  expect(await claimOf(page, id)).toMatchObject({ status: 'Response', offered_amount: 200, offer_kind: 'credit' });
  await expect(page.getByRole('region', { name: "Dealer's offer" })).toContainText('$200.00 service credit');
});
