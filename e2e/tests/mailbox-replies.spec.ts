import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { TestDovecot } from '../../backend/test/dovecot';
import { freePort } from '../../backend/test/free-port';
import { createVehicleThroughApi, createVisitAtDirectoryDealer, newOwner, repairOrder, signUpThroughApi } from './helpers';

/*
 * A dealer's answer from the IMAP mailbox, seen on the claim page. The suite's own server watches no
 * mailbox, so this file starts a dovecot and a second app (`backend/dist/main.js`, as `npm start`
 * serves it, on an embedded database of its own) whose IMAP_URL is that dovecot's INBOX.
 */

const DOMAIN = 'replies.example.test';

let dovecot: TestDovecot;
let app: ChildProcess;
let appOutput = '';
let baseURL: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dovecot = await TestDovecot.start();
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'dct-e2e-mailbox-'));
  app = spawn(process.execPath, ['--enable-source-maps', resolve(__dirname, '../../backend/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      REGISTER_RATE_LIMIT: '1000',
      APP_ROLE: 'all',
      REPLY_DOMAIN: DOMAIN,
      IMAP_URL: dovecot.url(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (data: Buffer) => (appOutput += data.toString()));
  app.stderr?.on('data', (data: Buffer) => (appOutput += data.toString()));
  await expect
    .poll(
      async () => {
        if (app.exitCode !== null) throw new Error(`The mailbox app exited (${app.exitCode}):\n${appOutput}`);
        return fetch(`${baseURL}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { message: 'the mailbox app answers /api/health', timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((done) => app.once('exit', done));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (app.exitCode === null) app.kill('SIGKILL');
  }
  await dovecot?.stop();
});

/** The claim mail the app filed in its outbox (no SMTP_URL): what the dealer received. */
async function claimMail(claimId: number): Promise<ParsedMail> {
  const outbox = join(dataDir, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.includes(`claim-${claimId}.`)) : [];
        found = names.length > 0 ? await simpleParser(readFileSync(join(outbox, names[0]))) : undefined;
        return found?.messageId;
      },
      { message: `the mail of claim ${claimId} in ${outbox}`, timeout: 45_000 },
    )
    .toBeTruthy();
  return found as ParsedMail;
}

/** The dealer presses Reply: to Reply-To, the subject kept, In-Reply-To the claim mail's Message-ID, with an offer and a PDF. */
function dealerReply(sent: ParsedMail, dealerEmail: string): Buffer {
  const boundary = 'b1_e2e_reply';
  const to = (sent.replyTo?.value ?? []).map((entry) => entry.address ?? '').join(', ');
  return Buffer.from(
    [
      `From: Service Desk <${dealerEmail}>`,
      `To: ${to}`,
      `Subject: Re: ${sent.subject ?? ''}`,
      `Message-ID: <e2e-reply-${Date.now()}@dealer.example>`,
      `In-Reply-To: ${sent.messageId ?? ''}`,
      `References: ${sent.messageId ?? ''}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello,',
      '',
      'We can offer $150 for the time without your car. Please let us know by December 12, 2026.',
      '',
      `--${boundary}`,
      `Content-Type: application/pdf; name="${repairOrder.name}"`,
      `Content-Disposition: attachment; filename="${repairOrder.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(repairOrder.buffer.toString('base64').match(/.{1,76}/g) ?? []),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpThroughApi(page, newOwner('mailbox'));
  return page;
}

test("a dealer's answer put in the mailbox shows on the claim page with its proposal, original and attachment", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser);
  const vehicle = await createVehicleThroughApi(page);
  const { visit, dealer } = await createVisitAtDirectoryDealer(page, vehicle.id);
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: 1260 } });
  expect(created.status(), await created.text()).toBe(201);
  const claimId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/claims/${claimId}/send`)).status()).toBe(202);
  const sent = await claimMail(claimId);

  const appendedAt = Date.now();
  await dovecot.append([dealerReply(sent, dealer.email!)]);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/claims/${claimId}/replies`)).json()) as unknown[]).length, {
      message: 'the reply on the claim',
      timeout: 10_000,
      intervals: [100],
    })
    .toBe(1);
  expect(Date.now() - appendedAt).toBeLessThan(10_000);

  await page.goto(`/claims/${claimId}`);
  const card = page.getByRole('region', { name: 'Dealer replies' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Re: ${sent.subject ?? ''}`)).toBeVisible();
  await expect(card.getByText(/We can offer \$150 for the time without your car/)).toBeVisible();
  await expect(card.getByText('Mark as responded, offered $150.00, reply by Dec 12, 2026?')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Original message (.eml)' }).click()]);
  expect(readFileSync(await download.path()).toString('latin1')).toContain(`In-Reply-To: ${sent.messageId ?? ''}`);

  // The PDF is a document of the claim's visit.
  await page.goto(`/visits/${visit.id}`);
  await expect(page.getByRole('link', { name: `${repairOrder.name} (opens in a new tab)` })).toBeVisible();

  // Accepting the proposal records the answer on the claim.
  await page.goto(`/claims/${claimId}`);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Recorded on the claim')).toBeVisible();
  const claim = (await (await page.request.get(`/api/claims/${claimId}`)).json()) as { status: string; offered_amount: number; response_due: string };
  expect(claim).toMatchObject({ status: 'Response', offered_amount: 150, response_due: '2026-12-12' });
});
