import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tabs' and panels' ids, unique on the page. */
  idPrefix: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * A tab list with its panel (WAI-ARIA tabs): the selected tab alone is in the Tab order, the
 * arrow keys, Home and End move between tabs and select them.
 */
export function Tabs<T extends string>({ label, idPrefix, items, value, onChange, className, children }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const target = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${target.value}`)}`)?.focus();
  };

  return (
    <div className="stack">
      <div ref={list} className={cn('tabs', className)} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              className="tab"
              id={`${idPrefix}-tab-${item.value}`}
              aria-controls={`${idPrefix}-panel-${item.value}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
