import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@dct/router';
import {
  Button,
  Dialog,
  RemoteLoaderProvider,
  Toaster,
  createQueryClient,
  defineRoutes,
  dismissToast,
  useOverlayClose,
  type RemoteRoutesLoader,
} from '@dct/ui';
import { mockApi } from '@dct/ui/testing';
import { Header } from '../layout/header';
import { ShellActionsProvider } from './shell-actions';

/** A remote's exposed dialog as the remotes build theirs: open at once, closing through the overlay. */
function exposedDialog(title: string) {
  return function ExposedDialog() {
    const close = useOverlayClose('/elsewhere');
    return (
      <Dialog open onOpenChange={(open) => !open && close()} title={title}>
        <input aria-label={`${title} name`} />
        <Button onClick={close}>Cancel</Button>
      </Dialog>
    );
  };
}

const exposed: Record<string, ReturnType<typeof defineRoutes>> = {
  mf_vehicles: defineRoutes([{ name: 'addVehicleDialog', path: '/dialogs/add-vehicle', Component: exposedDialog('Add New Vehicle') }]),
  mf_visits: defineRoutes([{ name: 'addVisitDialog', path: '/dialogs/add-visit', Component: exposedDialog('Add New Service Visit') }]),
  mf_claims: defineRoutes([{ name: 'newClaimDialog', path: '/dialogs/new-claim', Component: exposedDialog('New Claim') }]),
};

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname}</output>;
}

function renderShell() {
  const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>((remote) => Promise.resolve({ routes: exposed[remote] ?? [] }));
  mockApi({
    'GET /api/vehicles': [{ id: 1, year: 2022, make: 'Toyota', model: 'Camry', trim: null, vin: '4T1G11AK5NU123456' }],
    'GET /api/visits': [{ id: 7, primary_issue: 'Transmission slipping', dealer_name: 'Metro Honda', vehicle_label: '2022 Toyota Camry', status: 'completed' }],
    'GET /api/claims': [],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RemoteLoaderProvider load={load}>
        <MemoryRouter initialEntries={['/claims/3']}>
          <ShellActionsProvider>
            <Header user={{ id: 1, email: 'owner@example.test', name: 'Owner' }} />
            <main>
              <label>
                Notes <textarea />
              </label>
            </main>
            <LocationProbe />
          </ShellActionsProvider>
        </MemoryRouter>
      </RemoteLoaderProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { load };
}

describe('shell shortcuts and actions', () => {
  // Each test types and clicks through several dialogs: give it room on a busy machine.
  jest.setTimeout(30_000);

  afterEach(() => {
    jest.restoreAllMocks();
    // The toaster's store outlives a test: the next one starts with none showing.
    act(() => dismissToast());
  });

  it.each([
    ['{Control>}{Shift>}N{/Shift}{/Control}', 'Add Vehicle', 'Add New Vehicle', 'mf_vehicles'],
    ['{Control>}{Shift>}V{/Shift}{/Control}', 'New Visit', 'Add New Service Visit', 'mf_visits'],
    ['{Control>}{Shift>}C{/Shift}{/Control}', 'File Claim', 'New Claim', 'mf_claims'],
  ])('%s announces %s and opens "%s" from its remote over the page, without navigating', async (keys, action, title, remote) => {
    const { load } = renderShell();
    await userEvent.keyboard(keys);
    expect(screen.getByText('Quick Action')).toBeInTheDocument();
    expect(screen.getByText(`${action} shortcut activated`)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(load).toHaveBeenCalledWith(remote, { retry: false });
    expect(screen.getByLabelText('Location')).toHaveTextContent('/claims/3');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent('/claims/3');
  });

  it('runs a quick action chosen from the Quick Actions menu (Ctrl+/ toggles it)', async () => {
    renderShell();
    await userEvent.keyboard('{Control>}/{/Control}');
    const menu = screen.getByRole('menu', { name: 'Quick Actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'New Visit' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add New Service Visit' })).toBeInTheDocument();
    expect(screen.getByText('New Visit shortcut activated')).toBeInTheDocument();
  });

  it('Ctrl+K says Search and opens the palette, which finds a visit by its dealer and opens it with Enter', async () => {
    renderShell();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('Search shortcut activated')).toBeInTheDocument();
    const palette = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(palette).getByRole('combobox');
    expect(box).toHaveFocus();
    expect(within(palette).getByRole('option', { name: /Dashboard/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(box, 'metro');
    const option = await within(palette).findByRole('option', { name: /Transmission slipping/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent('/visits/7');
  });

  it('moves through the palette with the arrow keys, and runs an action from it', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    const palette = await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(palette).getByRole('combobox'), 'a');
    await userEvent.clear(within(palette).getByRole('combobox'));
    await userEvent.keyboard('{ArrowUp}');
    expect(within(palette).getByRole('option', { name: /Keyboard shortcuts/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(palette).getByRole('option', { name: /Dashboard/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'New Claim' })).toBeInTheDocument();
  });

  it("'?' logs the shortcut list and opens the keyboard help", async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderShell();
    await userEvent.keyboard('?');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Ctrl+Shift+C New claim'));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('New visit')).toBeInTheDocument();
  });

  it('ignores every shortcut while the owner types in a text area or a dialog field', async () => {
    const { load } = renderShell();
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.keyboard('{Control>}{Shift>}N{/Shift}{/Control}{Control>}k{/Control}?{Control>}/{/Control}');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByText(/shortcut activated/)).not.toBeInTheDocument();

    // Inside the vehicle dialog's field, Ctrl+Shift+V does not swap it for the visit dialog.
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('{Control>}{Shift>}N{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vehicle' });
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.keyboard('{Control>}{Shift>}V{/Shift}{/Control}');
    expect(screen.getByRole('dialog', { name: 'Add New Vehicle' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
