import { expect, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';

let counter = 0;

/** A fresh owner for each test, so tests never see each other's data. */
export function newOwner(label: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { name: `Owner ${label}`, email: `${label}-${stamp}@example.test`, password: 'correct horse battery' };
}

/** Signs up through the sign-in page, as a new visitor would, and lands on the dashboard. */
export async function signUpThroughUi(page: Page, owner: ReturnType<typeof newOwner>) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page
    .getByRole('button', { name: 'Create an account' })
    .or(page.getByRole('link', { name: 'Create an account' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill(owner.name);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Signs up through the API; the page's context shares the session cookie. */
export async function signUpThroughApi(page: Page, owner: ReturnType<typeof newOwner>) {
  const response = await page.request.post('/api/auth/register', { data: owner });
  expect(response.status()).toBe(201);
}

/** The shell learns remote URLs at run time from remotes.json: point one remote at a manifest that is not there. */
export async function breakRemote(page: Page, remote: string) {
  // remotes.json comes inlined in the page the server sends (and from /remotes.json otherwise).
  const broken = (remotes: Record<string, string>) => ({ ...remotes, [remote]: '/remotes/does-not-exist/mf-manifest.json' });
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script id="dct-remotes" type="application\/json">)(.*?)(<\/script>)/,
        (_all, open: string, json: string, close: string) => open + JSON.stringify(broken(JSON.parse(json) as Record<string, string>)) + close,
      );
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: broken((await response.json()) as Record<string, string>) });
  });
}

/** A vehicle of the signed-in owner, made through the API. */
let vinCounter = 0;
/** A VIN not used before in this test file: an owner holds one vehicle per VIN. */
export function uniqueVin(): string {
  vinCounter += 1;
  return `4T1G11AK5NU${String(vinCounter).padStart(6, '0')}`;
}

export async function createVehicleThroughApi(page: Page, fields: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/vehicles', {
    data: { year: 2022, make: 'Toyota', model: 'Camry', vin: uniqueVin(), ...fields },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; year: number; make: string; model: string };
}

/** A completed visit of that vehicle at a dealer of the directory that has an e-mail, so a claim can be sent. */
export async function createVisitAtDirectoryDealer(page: Page, vehicleId: number, fields: Record<string, unknown> = {}) {
  const dealers = (await (await page.request.get('/api/dealers')).json()) as Array<{ id: number; name: string; email: string | null; owned: boolean }>;
  const dealer = dealers.find((candidate) => !candidate.owned && candidate.email);
  expect(dealer, 'a directory dealer with an e-mail').toBeDefined();
  const response = await page.request.post('/api/visits', {
    data: {
      vehicle_id: vehicleId,
      dealer_id: dealer!.id,
      date_in: '2025-01-05',
      date_out: '2025-01-19',
      primary_issue: 'Transmission slipping',
      status: 'completed',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return { visit: (await response.json()) as { id: number; days: number }, dealer: dealer! };
}

/** A new owner, signed in on `page` through the API, with the default vehicle and one visit at a directory dealer. */
export async function newOwnerWithVisit(page: Page, label: string, visitFields: Record<string, unknown> = {}) {
  await signUpThroughApi(page, newOwner(label));
  const vehicle = await createVehicleThroughApi(page);
  const { visit, dealer } = await createVisitAtDirectoryDealer(page, vehicle.id, visitFields);
  return { vehicle, visit, dealer };
}

/** A claim asking `askAmount` for a finished visit at a directory dealer, sent to that dealer: gives back its id. */
export async function sentClaimThroughApi(page: Page, vehicleFields: Record<string, unknown>, askAmount: number): Promise<number> {
  const vehicle = await createVehicleThroughApi(page, vehicleFields);
  const { visit } = await createVisitAtDirectoryDealer(page, vehicle.id);
  const created = await page.request.post('/api/claims', { data: { visit_id: visit.id, ask_amount: askAmount } });
  expect(created.status()).toBe(201);
  const claim = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/claims/${claim.id}/send`)).status()).toBe(202);
  return claim.id;
}

/** A visit in progress at a directory dealer since 2025-11-03, still at the dealer (the repair-order samples' visit). */
export const createVisitStillAtDealer = (page: Page, vehicleId: number, fields: Record<string, unknown> = {}) =>
  createVisitAtDirectoryDealer(page, vehicleId, {
    date_in: '2025-11-03',
    date_out: undefined,
    status: 'in_progress',
    primary_issue: 'At the dealer',
    ...fields,
  });

/** A one-page PDF to upload: real bytes, as the server recognises a file's type from them. */
export const repairOrder = {
  name: 'repair-order.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** Creates a record through the API as the signed-in owner of `page`, and gives back its id. */
async function createThroughApi(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export const createVehicle = (page: Page, vehicle: { year: number; make: string; model: string; vin: string }) =>
  createThroughApi(page, '/api/vehicles', vehicle);

export const createDealer = (page: Page, name: string) => createThroughApi(page, '/api/dealers', { name });

/** A visit of the owner's, at a dealer of their own: in progress since `date_in` unless told otherwise. */
export async function createVisit(
  page: Page,
  visit: { vehicle_id: number; date_in: string; primary_issue: string; date_out?: string; status?: string; mileage_in?: number; mileage_out?: number },
) {
  const dealer_id = await createDealer(page, 'Test Dealer');
  return createThroughApi(page, '/api/visits', { status: 'in_progress', ...visit, dealer_id });
}

/** Opens Add Vehicle on an owner's empty vehicle list and fills in a vehicle, not yet saved: gives back the dialog. */
export async function openFilledAddVehicleDialog(page: Page): Promise<Locator> {
  await page.goto('/vehicles');
  await expect(page.getByText('No vehicles added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await fillByLabel(dialog, { Year: '2021', Make: 'Kia', Model: 'Niro', VIN: 'KNDCM3LD5M5123456' });
  return dialog;
}

/** Fills each box labelled with a key of `values` with its value, in the order given. */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Opens the vehicle list and waits for the card of the vehicle named `name` ('2022 Kia Niro'): gives back the card. */
export async function vehicleCardOnList(page: Page, name: string): Promise<Locator> {
  await page.goto('/vehicles');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

/** The visit form's Dealer box (a combobox that searches as the owner types). */
export const dealerBox = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Dealer', exact: true });

/**
 * Chooses a dealer in a dealer combobox by keyboard only: types part of its name, ArrowDown
 * until that dealer's option is active, Enter.
 */
export async function chooseDealer(box: Locator, text: string, name: string) {
  await box.fill('');
  await box.pressSequentially(text);
  const page = box.page();
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  const option = list.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await expect(option).toBeVisible();
  for (let step = 0; step < 20; step += 1) {
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && active === (await option.getAttribute('id'))) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** The CSV file a click downloads, read as a spreadsheet would: its name, header and rows (by header). */
export async function downloadedCsv(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark for spreadsheets').toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { name: download.suggestedFilename(), rows: parsed.data, headers: parsed.meta.fields ?? [] };
}

/** A day `offset` days from today, as the date inputs and the API write it. */
export function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A California vehicle at 27 of its 30 days out of service: its lemon-law watch is near. */
export async function vehicleNearLemon(page: Page) {
  const vehicle = await createVehicleThroughApi(page, {
    make: 'Ford',
    model: 'Escape',
    vin: '1FMCU9H60NUA54321',
    registration_state: 'CA',
    delivery_date: day(-200),
    delivery_mileage: 12,
  });
  await createVisitAtDirectoryDealer(page, vehicle.id, {
    date_in: day(-180),
    date_out: day(-170),
    primary_issue: 'Slips into neutral',
    defect: 'Transmission slipping',
  });
  await createVisitAtDirectoryDealer(page, vehicle.id, {
    date_in: day(-120),
    date_out: day(-111),
    primary_issue: 'Slipping again',
    defect: 'Transmission slipping',
  });
  await createVisitAtDirectoryDealer(page, vehicle.id, {
    date_in: day(-60),
    date_out: day(-52),
    primary_issue: 'Harsh shifts',
    defect: 'Transmission slipping',
  });
  return vehicle;
}

/**
 * The link in the latest mail to `email` whose file name holds `file`: the app files mail under
 * $DATA_DIR/outbox when no SMTP server is set. `what` names the mail when none comes.
 */
export async function linkFromOutbox(email: string, mail: { file: string; link: RegExp; what: string }): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.includes(mail.file)) : [];
        for (const name of names) {
          const parsed = await simpleParser(readFileSync(join(outbox, name)));
          const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';
          const found = mail.link.exec(parsed.text ?? '')?.[0];
          if (to === email && found) link = found;
        }
        return link;
      },
      { message: `${mail.what} to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}

const isVehicleDelete = (method: string, url: string) => method === 'DELETE' && /\/api\/vehicles\/\d+$/.test(url);

/** The URLs of the vehicle DELETEs the page sends from now on, added as they go out. */
export function vehicleDeletesSent(page: Page): string[] {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (isVehicleDelete(request.method(), request.url())) deletes.push(request.url());
  });
  return deletes;
}

/** The answer to the next vehicle DELETE the page sends. */
export const vehicleDeleted = (page: Page) => page.waitForResponse((response) => isVehicleDelete(response.request().method(), response.url()));

/** The AI Assistant card of a visit or claim page. */
export const assistantPanel = (page: Page) => page.locator('.card').filter({ has: page.getByRole('heading', { name: 'AI Assistant' }) });

/** Pastes a dealer's reply into the assistant's Triage tab and analyzes it: the analysis, as it will show. */
export async function analyzeReply(panel: Locator, reply: string): Promise<Locator> {
  await panel.getByLabel("Dealer's reply").fill(reply);
  await panel.getByRole('button', { name: 'Analyze reply' }).click();
  return panel.getByLabel('Reply analysis');
}
