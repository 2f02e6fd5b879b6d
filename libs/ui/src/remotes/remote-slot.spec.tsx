import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderProvider, type RemoteRoutesLoader } from './remote-loader';
import { defineRoutes } from './remote-route';
import { RemoteSlot } from './remote-slot';

function AssistantPanel() {
  return <h2>AI Assistant</h2>;
}

const assistantRoutes = defineRoutes([{ name: 'assistantPanel', path: '/', Component: AssistantPanel }]);

declare module './remote-route' {
  interface RegisteredRemotes {
    mf_ai_assistant: typeof assistantRoutes;
  }
}

function renderSlot(load?: RemoteRoutesLoader) {
  const slot = <RemoteSlot remote="mf_ai_assistant" name="assistantPanel" />;
  return render(load ? <RemoteLoaderProvider load={load}>{slot}</RemoteLoaderProvider> : slot);
}

/** A loader of the assistant's routes that fails once with `error`, then loads. */
const loaderFailingOnce = (error: Error) =>
  jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>().mockRejectedValueOnce(error).mockResolvedValue({ routes: assistantRoutes });

describe(RemoteSlot.name, () => {
  beforeEach(() => {
    // React and the boundary report caught failures on the console; the assertions are on the page.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('mounts the part another remote exposes, through the host loader', async () => {
    const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>().mockResolvedValue({ routes: assistantRoutes });
    renderSlot(load);
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_ai_assistant', { retry: false });
  });

  it('shows the error with Retry when the remote fails, and Retry loads it again', async () => {
    const load = loaderFailingOnce(new Error('The assistant area could not be loaded'));
    renderSlot(load);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The assistant area could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI Assistant' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mf_ai_assistant', { retry: true });
  });

  it('loads by itself when the connection returns after a failure marked retryWhenOnline, and only then', async () => {
    const offline = Object.assign(new Error("You're offline. The assistant area will load when the connection returns."), { retryWhenOnline: true });
    const load = loaderFailingOnce(offline);
    renderSlot(load);
    expect(await screen.findByText(offline.message)).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, says the area needs a connection (no error headline) and Retry loads it', async () => {
    const offline = Object.assign(new Error("You're offline. The assistant area will load when the connection returns."), {
      retryWhenOnline: true,
      offline: true,
    });
    const load = loaderFailingOnce(offline);
    renderSlot(load);
    const area = await screen.findByRole('alert');
    expect(within(area).getByRole('heading', { name: 'This part needs a connection' })).toBeInTheDocument();
    expect(within(area).getByText(offline.message)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
  });

  it('waits for Retry after a failure the connection does not explain', async () => {
    const load = loaderFailingOnce(new Error('The assistant area is not set up on this site.'));
    renderSlot(load);
    expect(await screen.findByText('The assistant area is not set up on this site.')).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails inside the slot when the remote has no part of that name', async () => {
    renderSlot(() => Promise.resolve({ routes: [] }));
    expect(await screen.findByText('mf_ai_assistant has no page named assistantPanel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says quietly that the part is not here when no host provides a loader', () => {
    renderSlot();
    expect(screen.getByText('assistantPanel from mf_ai_assistant is not available here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
