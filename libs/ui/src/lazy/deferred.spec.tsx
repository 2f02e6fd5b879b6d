import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { deferred, deferredPage, preloadDeferredParts } from './deferred';

const Text = ({ text }: { text: string }) => <p>{text}</p>;

/** Runs the idle callbacks (timers in jsdom) and lets the loads they start settle. */
const runIdleWork = () =>
  act(async () => {
    jest.runAllTimers();
    await Promise.resolve();
  });

describe('deferred', () => {
  it('loads on first render and again on every later mount', async () => {
    const Part = deferred(() => Promise.resolve(Text));
    for (const text of ['first', 'second', 'third']) {
      const { unmount } = render(<Part text={text} />);
      expect(await screen.findByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('shows at once, with no empty frame, once loaded', async () => {
    const Part = deferred(() => Promise.resolve(Text));
    await Part.preload();
    render(<Part text="at once" />);
    expect(screen.getByText('at once')).toBeInTheDocument();
  });

  it('shows the area error when its code cannot load, and loads on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<typeof Text>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Text);
    const Part = deferred(load);
    render(<Part text="loaded" />);
    expect(await screen.findByText('This part of the app could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is preloaded once the page asks for it, and only once', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve(Text));
      deferred(load);
      expect(load).not.toHaveBeenCalled();
      preloadDeferredParts();
      await runIdleWork();
      expect(load).toHaveBeenCalledTimes(1);
      // Parts defined after the first page has shown are scheduled at once.
      const later = jest.fn(() => Promise.resolve(Text));
      deferred(later);
      await runIdleWork();
      expect(later).toHaveBeenCalledTimes(1);
      preloadDeferredParts();
      await runIdleWork();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('deferredPage', () => {
  it('suspends into the page around it and is never preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Text));
    const Page = deferredPage(load);
    preloadDeferredParts();
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>page loading</p>}>
        <Page text="page" />
      </Suspense>,
    );
    expect(screen.getByText('page loading')).toBeInTheDocument();
    expect(await screen.findByText('page')).toBeInTheDocument();
  });
});
