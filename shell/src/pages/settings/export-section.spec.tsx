import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountToasts } from '@dct/contracts';
import { ExportSection } from './export-section';
import { catchDownloads, renderPage } from '@dct/ui/testing';

describe('ExportSection', () => {
  const { saved: clicked, createObjectURL } = catchDownloads('blob:export');

  it('is busy while the zip is made, then hands it to the browser under the name the server gave', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn((_request: Request) => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderPage(<ExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your export...' })).toBeDisabled();
    answer(
      new Response('PK zip bytes', {
        status: 200,
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="downtime-claim-tracker-export-2026-11-23.zip"' },
      }),
    );
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: 'downtime-claim-tracker-export-2026-11-23.zip' }]));
    const request = fetchMock.mock.calls[0][0];
    expect([request.method, new URL(request.url).pathname, request.credentials]).toEqual(['GET', '/api/account/export', 'include']);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('PK zip bytes');
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('toasts a failure instead of saving an error as a file', async () => {
    global.fetch = jest.fn(() =>
      Promise.resolve(
        new Response('{"statusCode":401,"message":"Please sign in to continue","error":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    renderPage(<ExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(AccountToasts.exportFailed.description)).toBeInTheDocument();
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
