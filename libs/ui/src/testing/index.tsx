// Test helpers every React package shares: the API as a table of routes, a page rendered as the
// shell renders it, and records to build answers from. Imported as @dct/ui/testing (tests only).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@dct/router';
import type { Claim, ClaimDetail, Dealer, RepairOrderExtraction, Vehicle, Visit, VisitDocument } from '@dct/contracts';
import { claimSchema, dealerSchema, vehicleSchema, visitDocumentSchema, visitSchema } from '@dct/contracts/schemas';
import { NO_REPAIR_ORDER_EVIDENCE, answerFixture } from '@dct/contracts/testing';
import { Toaster } from '../toast/toaster';
import { dismissToast } from '../toast/use-toast';
import { createQueryClient } from '../api/query-client';

/** 'METHOD /path' → a JSON body, `{ status, body }`, or a function of the request body giving either. */
export type ApiRoutes = Record<string, unknown>;

const isStatusReply = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';
const parseBody = (text: string | undefined): unknown => (text ? (JSON.parse(text) as unknown) : undefined);

/** What fetch answers: a JSON Response. */
function reply(status: number, body: unknown): Response {
  const text = status === 204 || body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: text === null ? {} : { 'Content-Type': 'application/json' } });
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}
const callsOf = new WeakMap<jest.Mock, ApiCall[]>();

/** A call as the API sees it, whether fetch got a URL and options or a Request (the typed client's). */
async function apiCall(input: string | Request, init?: RequestInit): Promise<ApiCall> {
  if (typeof input === 'string') return { method: init?.method ?? 'GET', url: input, body: parseBody(typeof init?.body === 'string' ? init.body : undefined) };
  const url = new URL(input.url);
  return { method: input.method, url: url.pathname + url.search, body: parseBody(await input.clone().text()) };
}

/** The API as a table of 'METHOD /path' → reply; a route may return a promise to hold the answer back. Returns the fetch mock. */
export function mockApi(routes: ApiRoutes): jest.Mock {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string | Request, init?: RequestInit) => {
    const call = await apiCall(input, init);
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    if (!(key in routes)) return reply(404, { statusCode: 404, message: `No route ${key}`, error: 'Not Found' });
    const route = routes[key];
    const answer: unknown = await (typeof route === 'function' ? (route as (body: unknown) => unknown)(call.body) : route);
    return isStatusReply(answer) ? reply(answer.status, answer.body) : reply(200, answer);
  });
  callsOf.set(fetchMock, calls);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Every call the mock has answered, in order; the array grows as calls come. */
export function recordedCalls(fetchMock: jest.Mock): ApiCall[] {
  return callsOf.get(fetchMock) ?? [];
}

/** The addresses asked, in order (path and query). */
export function requestedUrls(fetchMock: jest.Mock): string[] {
  return (callsOf.get(fetchMock) ?? []).map((call) => call.url);
}

/** The JSON bodies sent with `method` to `url`. */
export function callsTo(fetchMock: jest.Mock, method: string, url: string): unknown[] {
  return (callsOf.get(fetchMock) ?? []).filter((call) => call.url === url && call.method === method).map((call) => call.body);
}

/** A 400 of the API with messages per field. */
export const fieldErrors = (errors: Record<string, string[]>) => ({
  status: 400,
  body: {
    statusCode: 400,
    message: Object.values(errors)
      .map((messages) => messages[0])
      .join('; '),
    error: 'Bad Request',
    errors,
  },
});

function Elsewhere() {
  const location = useLocation();
  return <p>Elsewhere: {location.pathname}</p>;
}

/** The router's address (path and query) where a test can read it. */
function CurrentAddress() {
  const location = useLocation();
  return <p aria-label="Current address">{location.pathname + location.search}</p>;
}

/**
 * Renders a page as the shell would: a fresh query client, a router at `at`, and the toaster (without an earlier
 * test's toast). With `showAddress`, the router's address is shown under the label 'Current address'.
 */
export function renderPage(element: ReactElement, { path = '/', at = path, showAddress = false }: { path?: string; at?: string; showAddress?: boolean } = {}) {
  dismissToast();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        {showAddress && <CurrentAddress />}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * The files a describe block's tests make the browser download (jsdom saves nothing): each link
 * clicked, with its address (`blobUrl`, what URL.createObjectURL gives) and the name the browser
 * would save it under. Set up before and restored after each test; `createObjectURL` has the blobs.
 */
export function catchDownloads(blobUrl = 'blob:download') {
  const saved: Array<{ href: string; download: string }> = [];
  const createObjectURL = jest.fn((_blob: Blob) => blobUrl);
  beforeEach(() => {
    saved.length = 0;
    createObjectURL.mockClear();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return { saved, createObjectURL };
}

/**
 * A record form's props for a test (RecordFormProps): its starting values, the submit button's
 * words, `submit` (saved at once unless given) and mocks for what follows; no Cancel.
 */
export function recordFormProps<Fields>(
  defaultValues: Fields,
  submitLabel: string,
  pendingLabel: string,
  submit: jest.Mock = jest.fn().mockResolvedValue(undefined),
) {
  return { defaultValues, submitLabel, pendingLabel, submit, onSuccess: jest.fn(), onFailure: jest.fn(), cancel: null as ReactNode };
}

/** Puts `value` into a field in one input event (as pasting does): typing long values key by key is slow on a busy machine. */
export async function fillIn(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The names of the cards (articles) on screen, in order: the records a list page shows. */
export const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

/** The words of a select's options, in order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Each of `texts` is shown somewhere in `element` (a card, say). */
export function expectTexts(element: HTMLElement, texts: string[]): void {
  for (const text of texts) expect(within(element).getByText(text)).toBeInTheDocument();
}

/** What a list page with nothing recorded yet shows (ListStates): first its skeletons, then its empty state. */
export interface EmptyListExpectation {
  /** The loading grid's label ('Loading vehicles') and how many skeletons it holds. */
  loading: { label: string; skeletons: number };
  /** The empty state's title. */
  title: string;
  /** The empty state's button to a first record, and the dialog it opens. */
  action: string;
  dialog: string;
}

/**
 * A list page just rendered over an API with no records: its skeletons while the list loads, then
 * the empty state, whose button to a first record opens that record's dialog.
 */
export async function expectEmptyList({ loading, title, action, dialog }: EmptyListExpectation): Promise<void> {
  expect(screen.getByLabelText(loading.label).children).toHaveLength(loading.skeletons);
  expect(await screen.findByText(title)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: action }));
  expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
}

// Each record from its answer's schema (the plainest value of every field), with the values tests rely on.
export const aVehicle = (overrides: Partial<Vehicle> = {}): Vehicle =>
  answerFixture(vehicleSchema, {
    id: 3,
    year: 2022,
    make: 'Toyota',
    model: 'Camry',
    trim: 'SE',
    vin: '4T1G11AK5NU123456',
    monthly_payment: 450,
    purchase_type: 'finance',
    condition: 'new',
    downtime_days: 14,
    visit_count: 1,
    ...overrides,
  });

export const aVisit = (overrides: Partial<Visit> = {}): Visit =>
  answerFixture(visitSchema, {
    id: 7,
    vehicle_id: 3,
    dealer_id: 2,
    date_in: '2025-01-05',
    date_out: '2025-01-19',
    primary_issue: 'Transmission slipping',
    status: 'completed',
    warranty_repair: true,
    vehicle_label: '2022 Toyota Camry',
    dealer_name: 'Bay Toyota',
    days: 14,
    created_at: '2025-01-20T10:00:00.000Z',
    updated_at: '2025-01-20T10:00:00.000Z',
    ...overrides,
  });

/** A reading of a repair order: Metro Honda's valve body, with none of the evidence fields read. */
export const anExtraction = (overrides: Partial<RepairOrderExtraction> = {}): RepairOrderExtraction => ({
  dealer_name: 'Metro Honda',
  date_in: '2025-01-05',
  date_out: '2025-01-19',
  issue_summary: 'Replaced valve body',
  line_items: [{ desc: 'Valve body', amount: 1180.5 }],
  total: 1280.5,
  confidence: 0.876,
  ...NO_REPAIR_ORDER_EVIDENCE,
  warranty_repair: null,
  field_confidence: {},
  questions: [],
  ...overrides,
});

export const aClaim = (overrides: Partial<Claim> = {}): Claim =>
  answerFixture(claimSchema, {
    id: 1,
    visit_id: 7,
    status: 'Draft',
    ask_amount: 210,
    valuation_method: 'MonthlyPayment',
    created_at: '2025-02-01T10:00:00.000Z',
    updated_at: '2025-02-01T10:00:00.000Z',
    vehicle_id: 3,
    primary_issue: 'Transmission slipping',
    date_in: '2025-01-05',
    date_out: '2025-01-19',
    vehicle_label: '2022 Toyota Camry',
    dealer_name: 'Bay Toyota',
    recipient: 'service@baytoyota.test',
    days: 14,
    ...overrides,
  });

export const aDealer = (overrides: Partial<Dealer> = {}): Dealer =>
  answerFixture(dealerSchema, {
    id: 2,
    name: 'Bay Toyota',
    address: '1 Harbor Way',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
    phone: '510-555-0100',
    email: 'service@baytoyota.test',
    makes: ['Toyota'],
    ...overrides,
  });

export const aDocument = (overrides: Partial<VisitDocument> = {}): VisitDocument =>
  answerFixture(visitDocumentSchema, {
    id: 21,
    visit_id: 7,
    file_name: 'repair-order.pdf',
    file_path: `/api/documents/${overrides.id ?? 21}/file`,
    file_size: 48_213,
    mime_type: 'application/pdf',
    doc_type: 'Service Receipt',
    created_at: '2025-01-20T10:00:00.000Z',
    ...overrides,
  });

export const aClaimDetail = (overrides: Partial<ClaimDetail> = {}): ClaimDetail => ({
  ...aClaim(),
  visit: aVisit(),
  vehicle: aVehicle(),
  dealer: aDealer(),
  documents: [],
  dispatches: [],
  ...overrides,
});
