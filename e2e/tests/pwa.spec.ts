import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVehicle, createVisit, newOwner, repairOrder, signUpThroughApi } from './helpers';
import { decryptPush, startPushService, subscriptionKeys } from './push-service';

// The rest of the suite blocks service workers (they would answer what page.route() is to see).
test.use({ serviceWorkers: 'allow' });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Waits until the app's service worker controls the page (it registers shortly after the first render). */
async function controlledByWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}

test('the app is installable: its manifest and icons are served and Chromium reports no installability errors', async ({ page }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Downtime Claim Tracker', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // A test browser's context is a private one, where nothing installs; that is the only objection.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a Chromium page subscribes in Settings, an alert is pushed to it encrypted, and its arrival updates the bell', async ({ page, context, baseURL }) => {
  const pushService = await startPushService();
  const keys = subscriptionKeys();
  const endpoint = `${pushService.url}/push/${Date.now()}`;
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // The browser's own tie to its vendor's push service is the outside world here: the page's
    // PushManager hands out a subscription to the loopback push service, with the test's keys.
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const saved = 'e2e-push-subscription';
        const subscription = (serverKey: ArrayBuffer) => ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: serverKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: () => Promise.resolve((localStorage.removeItem(saved), true)),
        });
        PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          localStorage.setItem(saved, JSON.stringify([...key]));
          return Promise.resolve(subscription(key.buffer) as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = function () {
          const key = localStorage.getItem(saved);
          return Promise.resolve(key ? (subscription(new Uint8Array(JSON.parse(key) as number[]).buffer) as unknown as PushSubscription) : null);
        };
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.authBase64 },
    );
    await signUpThroughApi(page, newOwner('push'));
    await page.goto('/settings#notifications');
    await page.getByRole('button', { name: 'Allow push notifications on this browser' }).click();
    await expect(page.getByText('This browser receives push notifications.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Push notifications (on browsers you allow)' })).toBeChecked();

    await page.goto('/vehicles');
    await controlledByWorker(page);
    await expect(page.getByRole('link', { name: 'Notifications', exact: true }).first()).toBeAttached();

    // A visit open for 20 days: the scan (every few seconds in this suite) writes the alert and pushes it.
    const vehicleId = await createVehicle(page, { year: 2023, make: 'Ford', model: 'Maverick', vin: '3FTTW8F97PRA12345' });
    const visitId = await createVisit(page, { vehicle_id: vehicleId, date_in: daysAgo(20), primary_issue: 'Hybrid system warning' });
    await expect.poll(() => pushService.received.length, { timeout: 30_000 }).toBe(1);
    const [push] = pushService.received;
    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = JSON.parse(decryptPush(push.body, keys)) as { title: string; link: string; unread: number };
    expect(payload).toMatchObject({ link: `/visits/${visitId}`, unread: 1 });
    expect(payload.title).toMatch(/has been at .* for 20 days$/);

    // The push service delivers it to the page's service worker; the bell counts it at once (it polls only every minute).
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
          const found = registrations.find((entry) => !entry.isDeleted && entry.scopeURL === `${baseURL}/`);
          if (found) resolve(found.registrationId);
        },
      ),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL as string, registrationId: await registration, data: decryptPush(push.body, keys) });
    await expect(page.getByRole('link', { name: 'Notifications, 1 unread' }).first()).toBeVisible({ timeout: 10_000 });
  } finally {
    await pushService.close();
  }
});

test('offline, the shell and the last-seen lists open read-only from the service worker', async ({ page, context }) => {
  await signUpThroughApi(page, newOwner('pwa-offline'));
  await createVehicle(page, { year: 2020, make: 'Subaru', model: 'Outback', vin: '4S4BTAFC5L3123456' });
  await page.goto('/vehicles');
  await controlledByWorker(page);
  // Once more under the worker, so every file of the page passes through it.
  await page.reload();
  await expect(page.getByText('2020 Subaru Outback').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('2020 Subaru Outback').first()).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toBeVisible();
  // It says how old the kept copy is (the time it was fetched), not "unknown".
  await expect(banner).toContainText(/Data shown was last updated \d{1,2}:\d{2}/);
  // The list came from the worker's copy, because the network was gone for the worker too.
  const copy = await page.evaluate(() => fetch('/api/vehicles').then((answer) => answer.headers.get('X-Offline-Copy')));
  expect(copy).not.toBeNull();
  await context.setOffline(false);
});

/** An owner with a repair order on a visit and a claim: the addresses of their files (the document shown, saved, and the statement). */
async function ownerWithFiles(page: Page, label: string) {
  const owner = newOwner(label);
  await signUpThroughApi(page, owner);
  const vehicleId = await createVehicle(page, { year: 2021, make: 'Honda', model: 'Accord', vin: '1HGCV1F30MA123456' });
  const visitId = await createVisit(page, { vehicle_id: vehicleId, date_in: '2025-01-05', primary_issue: 'Transmission slipping' });
  const upload = await page.request.post(`/api/documents/upload/${visitId}`, { multipart: { files: repairOrder } });
  expect(upload.status(), await upload.text()).toBe(201);
  const [document] = ((await upload.json()) as { documents: Array<{ id: number }> }).documents;
  const claim = await page.request.post('/api/claims', { data: { visit_id: visitId, ask_amount: 420 } });
  expect(claim.status()).toBe(201);
  const claimId = ((await claim.json()) as { id: number }).id;
  const file = `/api/documents/${document.id}/file`;
  return { owner, visitId, files: [file, `${file}?download=1`, `/api/claims/${claimId}/statement.pdf`] };
}

/** What opening an address as a navigation gave: a response's status and type, a download, or a failed load. */
async function openByNavigation(page: Page, url: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 5_000 }).then(
    (file) => file,
    () => undefined,
  );
  const answer = await page.goto(url).then(
    (response) => (response ? `${response.status()} ${response.headers()['content-type']}` : 'no response'),
    (error: Error) => (error.message.includes('Download is starting') ? 'download' : 'failed'),
  );
  if (answer !== 'download') return answer;
  const file = await download;
  const path = await file?.path().catch(() => null);
  // A download that came through: the bytes it saved.
  return path ? `download of ${readFileSync(path).subarray(0, 8).toString('latin1')}` : 'download failed';
}

/** Every answer the app's caches hold: the cache, the address and the kept answer's type. */
function keptAnswers(page: Page) {
  return page.evaluate(async () => {
    const answers: Array<{ cache: string; path: string; type: string; disposition: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        answers.push({
          cache: name,
          path: new URL(request.url).pathname,
          type: answer?.headers.get('Content-Type') ?? '',
          disposition: answer?.headers.get('Content-Disposition') ?? '',
        });
      }
    }
    return answers;
  });
}

/** A kept file (a download, a PDF) or a kept API answer that is not JSON. */
const isFileAnswer = (answer: { path: string; type: string; disposition: string }) =>
  answer.disposition !== '' || answer.type.includes('pdf') || (answer.path.startsWith('/api/') && !answer.type.startsWith('application/json'));

const endings = [
  {
    how: 'signs out',
    end: async (page: Page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    how: 'is signed out elsewhere (the worker sees a 401)',
    end: async (page: Page) => {
      expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
      await page.reload();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    how: 'deletes the account',
    end: async (page: Page, password: string) => {
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
    },
  },
];

for (const { how, end } of endings) {
  test(`after the owner ${how}, their document, its download and the statement are not served offline from the worker's caches`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const { owner, visitId, files } = await ownerWithFiles(page, 'pwa-files');
    await page.goto(`/visits/${visitId}`);
    await controlledByWorker(page);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Documents' }).getByText('repair-order.pdf')).toBeVisible();

    // Online and signed in, each file opens (through the worker) as the owner's PDF.
    for (const url of files) expect(await openByNavigation(page, url), url).toMatch(/^(200 application\/pdf|download of %PDF-)/);
    await page.goto(`/visits/${visitId}`);
    await expect(page.getByRole('list', { name: 'Documents' }).getByText('repair-order.pdf')).toBeVisible();
    // Kept: the shell's files and the owner's JSON, never a file or an API navigation.
    const whileSignedIn = await keptAnswers(page);
    expect(whileSignedIn.filter(isFileAnswer)).toEqual([]);
    expect(whileSignedIn.map((answer) => answer.path)).toContain('/api/auth/user');

    await end(page, owner.password);
    // Nothing of the owner's is kept: no API answer at all, and no file.
    const afterwards = await keptAnswers(page);
    expect(afterwards.filter((answer) => answer.path.startsWith('/api/'))).toEqual([]);
    expect(afterwards.filter(isFileAnswer)).toEqual([]);

    // The landing page, loaded afresh online, keeps the shell's own page again for the next offline start.
    await expect.poll(async () => (await keptAnswers(page)).map((answer) => answer.path)).toContain('/index.html');

    await context.setOffline(true);
    try {
      // An app page opens offline as the shell (never a file kept from before).
      expect(await openByNavigation(page, `/visits/${visitId}`)).toMatch(/^200 text\/html/);
      for (const url of files) {
        const answer = await openByNavigation(page, url);
        expect(answer, url).not.toMatch(/application\/pdf|%PDF/);
        expect(answer, url).not.toMatch(/^200/);
        // Whatever the tab shows, it is not the PDF.
        const shown = await page.evaluate(() => document.contentType).catch(() => 'none');
        expect(shown, url).not.toBe('application/pdf');
      }
    } finally {
      await context.setOffline(false);
    }
  });
}
