import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Vehicle</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Add New Vehicle">
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['its Cancel button', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['its Close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('gives focus back to the button that opened it when closed with %s', async (_how, close) => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add Vehicle' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Add New Vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(opener).not.toHaveFocus());
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
