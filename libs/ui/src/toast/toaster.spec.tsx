import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { TOAST_LIMIT, toast } from './use-toast';

describe('Toaster', () => {
  it('shows one toast at a time: the newest replaces the one before', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Vehicle added', description: 'The vehicle has been successfully added.' });
    });
    expect(screen.getByText('Vehicle added')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Error', description: 'Failed to delete vehicle. Please try again.', variant: 'destructive' });
    });
    expect(screen.queryByText('Vehicle added')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to delete vehicle. Please try again.')).toBeInTheDocument();
  });
});
