import { useEffect, useState, type ReactNode } from 'react';

/** Spec §9: at most one toast is visible; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec §9: 5000 ms, swipe right with a 50 px threshold, F8 focuses the viewport. */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast (an Undo): `altText` tells screen-reader users how to do it otherwise. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /**
   * Called once when the toast goes, however it goes: its time runs out, it is closed or swiped
   * away, its action is taken (after `onAction`), or a newer toast takes its place.
   */
  onClose?: () => void;
}

export interface ToastItem extends Omit<ToastInput, 'onClose'> {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

/**
 * One store for the whole page. libs/ui is a Module Federation singleton, so a toast raised
 * by any remote appears in the shell's one toaster.
 */
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closeCallbacks = new Map<string, () => void>();
let counter = 0;

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Runs a toast's `onClose`, at most once. */
function settle(id: string): void {
  const onClose = closeCallbacks.get(id);
  closeCallbacks.delete(id);
  onClose?.();
}

export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  for (const item of closing) scheduleRemoval(item.id);
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of closing) settle(item.id);
}

export function toast({ onClose, ...input }: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  if (onClose) closeCallbacks.set(id, onClose);
  const next = [{ ...input, id, open: true }, ...toasts];
  emit(next.slice(0, TOAST_LIMIT));
  for (const replaced of next.slice(TOAST_LIMIT)) settle(replaced.id);
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
