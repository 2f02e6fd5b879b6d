import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** Opened by a button that is not the dialog's trigger, as a list's "Delete" often is. */
function Harness({ pending = false, onConfirm = jest.fn() }: { pending?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Visit"
        description="This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe(ConfirmDialog.name, () => {
  it('asks, confirms, and gives focus back to the button that opened it', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete Visit' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cannot be confirmed twice or dismissed while the action runs', async () => {
    render(<Harness pending />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Visit' })).toBeInTheDocument();
  });
});
