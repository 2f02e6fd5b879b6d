import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster, createQueryClient, dismissToast } from '@dct/ui';

/** 'METHOD /path' → a JSON body, `{ status, body }`, or a function of the request body giving either. */
export type ApiRoutes = Record<string, unknown>;

const isStatusReply = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';
const requestBody = (init?: RequestInit): unknown => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined);

/** What fetch answers, as much of a Response as the API client reads (jsdom has no Response). */
function reply(status: number, body: unknown) {
  const text = status === 204 || body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text), json: () => Promise.resolve(JSON.parse(text) as unknown) };
}

/** The API as a table of 'METHOD /path' → reply; a route may return a promise to hold the answer back. Returns the fetch mock. */
export function mockApi(routes: ApiRoutes): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (!(key in routes)) return reply(404, { statusCode: 404, message: `No route ${key}`, error: 'Not Found' });
    const route = routes[key];
    const answer: unknown = await (typeof route === 'function' ? (route as (body: unknown) => unknown)(requestBody(init)) : route);
    return isStatusReply(answer) ? reply(answer.status, answer.body) : reply(200, answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies sent with `method` to `url`. */
export function callsTo(fetchMock: jest.Mock, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([calledUrl, init]: [string, RequestInit | undefined]) => calledUrl === url && (init?.method ?? 'GET') === method)
    .map(([, init]: [string, RequestInit | undefined]) => requestBody(init));
}

/** A 400 of the API with messages per field. */
export const fieldErrors = (errors: Record<string, string[]>) => ({
  status: 400,
  body: { statusCode: 400, message: Object.values(errors).map((messages) => messages[0]).join('; '), error: 'Bad Request', errors },
});

function Elsewhere() {
  const location = useLocation();
  return <p>Elsewhere: {location.pathname}</p>;
}

/** Renders a page as the shell would: a fresh query client, a router at `at`, and the toaster (without an earlier test's toast). */
export function renderPage(element: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  dismissToast();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Puts `value` into a field in one input event (as pasting does): typing long values key by key is slow on a busy machine. */
export async function fillIn(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
