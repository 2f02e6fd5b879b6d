import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Menu } from './menu';

function QuickActions({ onSelect }: { onSelect: (action: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Menu
      open={open}
      onOpenChange={setOpen}
      label="Quick Actions"
      trigger="Quick Actions"
      items={['Add Vehicle', 'New Visit', 'File Claim'].map((action) => ({ key: action, label: action, onSelect: () => onSelect(action) }))}
    />
  );
}

describe('Menu', () => {
  it('opens on the first item with ArrowDown, moves with the arrows, wraps, and jumps with Home and End', async () => {
    render(<QuickActions onSelect={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Quick Actions' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Add Vehicle' })).toHaveFocus();
    // Each key (or keys) and the item that has focus after it.
    const moves = [
      ['{ArrowDown}', 'New Visit'],
      ['{ArrowDown}{ArrowDown}', 'Add Vehicle'],
      ['{ArrowUp}', 'File Claim'],
      ['{Home}', 'Add Vehicle'],
      ['{End}', 'File Claim'],
      ['n', 'New Visit'],
    ];
    for (const [keys, focused] of moves) {
      await userEvent.keyboard(keys);
      expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
    }
  });

  it('opens on the last item with ArrowUp', async () => {
    render(<QuickActions onSelect={jest.fn()} />);
    screen.getByRole('button', { name: 'Quick Actions' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'File Claim' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    render(<QuickActions onSelect={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Quick Actions' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Add Vehicle' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs the item chosen with Enter, closes and gives focus back', async () => {
    const onSelect = jest.fn();
    render(<QuickActions onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Quick Actions' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('New Visit');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <QuickActions onSelect={jest.fn()} />
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quick Actions' }));
    expect(screen.getByRole('menu', { name: 'Quick Actions' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
