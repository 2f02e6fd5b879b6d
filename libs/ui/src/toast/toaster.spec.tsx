import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import ToasterView from './toaster-view';
import { TOAST_DURATION, TOAST_LIMIT, dismissToast, toast } from './use-toast';

describe('Toaster (its code a chunk of its own)', () => {
  afterEach(() => act(() => dismissToast()));

  it('mounts the viewport at once when its code is here (loaded before these tests), then shows a toast', async () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'Vehicle added', description: 'The vehicle has been successfully added.' });
    });
    expect(await screen.findByText('Vehicle added')).toBeInTheDocument();
  });
});

describe('Toaster', () => {
  it('shows one toast at a time: the newest replaces the one before', () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<ToasterView />);
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

describe('the toasts', () => {
  it('runs the action, then its onClose once', () => {
    const calls: string[] = [];
    render(<ToasterView />);
    act(() => {
      toast({
        title: 'Vehicle deleted',
        action: { label: 'Undo', altText: 'Undo deleting the vehicle', onAction: () => calls.push('action') },
        onClose: () => calls.push('close'),
      });
    });
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(calls).toEqual(['action', 'close']);
    act(() => dismissToast());
    expect(calls).toEqual(['action', 'close']);
  });

  it('closes when its time runs out, when it is closed, and when a newer toast takes its place', () => {
    jest.useFakeTimers();
    try {
      const closed: string[] = [];
      render(<ToasterView />);
      act(() => {
        toast({ title: 'first', onClose: () => closed.push('first') });
      });
      act(() => {
        toast({ title: 'second', onClose: () => closed.push('second') });
      });
      expect(closed).toEqual(['first']);
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION + 100);
      });
      expect(closed).toEqual(['first', 'second']);
      act(() => {
        toast({ title: 'third', onClose: () => closed.push('third') });
      });
      act(() => screen.getByRole('button', { name: 'Close' }).click());
      expect(closed).toEqual(['first', 'second', 'third']);
    } finally {
      jest.useRealTimers();
    }
  });
});
