import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountToasts } from '@dct/contracts';
import { EXPORT_PATH, ExportSection } from './export-section';
import { renderPage } from '@dct/ui/testing';

describe('ExportSection', () => {
  const clicked: Array<{ href: string; download: string }> = [];
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
  beforeEach(() => {
    clicked.length = 0;
    createObjectURL.mockClear();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is busy while the zip is made, then hands it to the browser under the name the server gave', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const zip = new Blob(['PK zip bytes'], { type: 'application/zip' });
    const fetchMock = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderPage(<ExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your export...' })).toBeDisabled();
    answer({
      ok: true,
      status: 200,
      headers: new Map([['Content-Disposition', 'attachment; filename="downtime-claim-tracker-export-2026-11-23.zip"']]),
      blob: () => Promise.resolve(zip),
    });
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: 'downtime-claim-tracker-export-2026-11-23.zip' }]));
    expect(fetchMock).toHaveBeenCalledWith(EXPORT_PATH, { credentials: 'include' });
    expect(createObjectURL).toHaveBeenCalledWith(zip);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('toasts a failure instead of saving an error as a file', async () => {
    global.fetch = jest.fn(() =>
      Promise.resolve({
        ok: false,
        status: 401,
        statusText: 'Unauthorized',
        text: () => Promise.resolve('{"statusCode":401,"message":"Please sign in to continue","error":"Unauthorized"}'),
      }),
    ) as unknown as typeof fetch;
    renderPage(<ExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(AccountToasts.exportFailed.description)).toBeInTheDocument();
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
