import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@dct/router';
import { Toaster, createQueryClient } from '@dct/ui';

/** Answers GET calls from a table of URL → JSON body; anything else is a 404. */
export function mockApi(answers: Record<string, unknown>) {
  const fetchMock = jest.fn((url: string) => {
    const found = url in answers;
    const body = JSON.stringify(found ? answers[url] : { statusCode: 404, message: 'Not found', error: 'Not Found' });
    return Promise.resolve({
      ok: found,
      status: found ? 200 : 404,
      statusText: found ? 'OK' : 'Not Found',
      json: () => Promise.resolve(JSON.parse(body) as unknown),
      text: () => Promise.resolve(body),
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** A page or component with the shell's providers: the query client, a router at `url`, the toaster. */
export function renderWithProviders(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
