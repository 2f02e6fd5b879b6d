import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn';
import { Button, type ButtonProps } from './button';

export interface MenuItem {
  label: ReactNode;
  /** A key for the item (its label when that is text). */
  key: string;
  onSelect: () => void;
}

export interface MenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's name, for the list (and the button unless it has its own text). */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  items: readonly MenuItem[];
  triggerProps?: Omit<ButtonProps, 'onClick' | 'children'>;
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; ArrowUp/ArrowDown move round the items, Home/End jump to the ends,
 * a letter moves to the next item starting with it; Escape closes it and puts focus back on the
 * button; Tab or a click outside closes it. Opened some other way (a keyboard shortcut), focus
 * goes to the first item all the same.
 */
export function Menu({ open, onOpenChange, label, trigger, items, triggerProps, className }: MenuProps) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const startAt = useRef<'first' | 'last'>('first');

  const itemElements = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const elements = itemElements();
    if (elements.length === 0) return;
    elements[(index + elements.length) % elements.length]?.focus();
  };

  const close = useCallback(
    (returnFocus: boolean) => {
      onOpenChange(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [onOpenChange],
  );

  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    (startAt.current === 'last' ? elements.at(-1) : elements[0])?.focus();
    startAt.current = 'first';
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      startAt.current = event.key === 'ArrowUp' ? 'last' : 'first';
      if (open) focusItem(event.key === 'ArrowUp' ? -1 : 0);
      else onOpenChange(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = itemElements();
    const current = elements.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const order = [...elements.slice(current + 1), ...elements.slice(0, current + 1)];
        order.find((element) => element.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={cn('menu', className)} ref={rootRef}>
      <Button
        {...triggerProps}
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="menu-list" ref={listRef} onKeyDown={onListKeyDown}>
          {items.map((item) => (
            <Button
              key={item.key}
              variant="ghost"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
