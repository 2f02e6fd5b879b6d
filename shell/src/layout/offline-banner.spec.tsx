import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { keys } from '@dct/data';
import { createQueryClient } from '@dct/ui';
import { noteOfflineCopy } from '../pwa/offline-copies';
import { OfflineBanner, formatUpdatedAt } from './offline-banner';

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe(OfflineBanner.name, () => {
  afterEach(() => setOnline(true));

  it('says when the data shown was fetched, and coming back online refetches the three lists and hides it', () => {
    const queryClient = createQueryClient();
    const fetchedAt = new Date();
    fetchedAt.setHours(9, 5, 0, 0);
    queryClient.setQueryData(keys.vehicles.list(), [], { updatedAt: fetchedAt.getTime() });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();

    setOnline(false);
    expect(screen.getByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText(`Some features may not work properly. Data shown was last updated ${formatUpdatedAt(fetchedAt)}.`)).toBeInTheDocument();
    expect(formatUpdatedAt(fetchedAt)).toMatch(/^9:05/);

    setOnline(true);
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['/api/vehicles'], ['/api/visits'], ['/api/claims']]);
  });

  it("says 'unknown' when nothing was fetched yet, and gives the date of data from another day", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    setOnline(false);
    expect(screen.getByText('Some features may not work properly. Data shown was last updated unknown.')).toBeInTheDocument();
    expect(formatUpdatedAt(new Date(2025, 0, 5, 15, 4), new Date(2025, 0, 6))).toMatch(/^Jan 5, 2025, 3:04/);
  });

  it('opened offline, gives the time of the oldest copy the service worker answered with', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Some features may not work properly. Data shown was last updated unknown.')).toBeInTheDocument();
    const older = new Date();
    older.setHours(7, 40, 0, 0);
    const newer = new Date(older.getTime() + 3_600_000);
    act(() => noteOfflineCopy(newer));
    act(() => noteOfflineCopy(older));
    act(() => noteOfflineCopy(new Date('not a date')));
    expect(screen.getByText(`Some features may not work properly. Data shown was last updated ${formatUpdatedAt(older)}.`)).toBeInTheDocument();
    // Back online the copies are forgotten: going offline again gives the lists' own time.
    setOnline(true);
    setOnline(false);
    expect(screen.getByText('Some features may not work properly. Data shown was last updated unknown.')).toBeInTheDocument();
  });
});
