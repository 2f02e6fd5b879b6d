import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn';

export interface ComboboxOption {
  /** Unique among the options; the value chosen. */
  value: string;
  /** What the box shows once chosen, and the option's main line. */
  label: string;
  /** A second, quieter line (a city, a distance). */
  detail?: ReactNode;
  /** Options with the same group are listed under that heading, in the order the groups first appear. */
  group?: string;
}

export interface ComboboxAction {
  /** Unique among the actions. */
  key: string;
  label: ReactNode;
  onSelect: () => void;
}

export interface ComboboxProps {
  /** The control's id, aria-invalid and aria-describedby come from `FormField`, which labels it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The text in the box (controlled): what is typed, or the chosen option's label. */
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly ComboboxOption[];
  /** The chosen value ('' for none): its option is marked selected. */
  value: string;
  onSelect: (option: ComboboxOption) => void;
  /** Extra entries at the end of the list ("Add a dealer"), chosen like options. */
  actions?: readonly ComboboxAction[];
  /** Said in the list while options load, and when none match. */
  loading?: boolean;
  emptyText?: string;
  placeholder?: string;
  /** Called when the list closes without a choice (Escape, leaving the box). */
  onDismiss?: () => void;
  /** The list's accessible name (the field's label). */
  listLabel: string;
  /** Called each time the list opens (a caller may load its options only then). */
  onOpen?: () => void;
}

type Entry = { kind: 'option'; option: ComboboxOption } | { kind: 'action'; action: ComboboxAction };

/**
 * A text box with a list of suggestions: the WAI-ARIA combobox pattern (list autocomplete). The
 * box keeps focus; ArrowDown and ArrowUp move through the list (aria-activedescendant), Enter
 * chooses, Escape closes the list (and a second Escape empties the box), Tab leaves. Filtering is
 * the caller's: it receives the text and gives the options.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    inputValue,
    onInputChange,
    options,
    value,
    onSelect,
    actions = [],
    loading = false,
    emptyText = 'No matches',
    placeholder,
    onDismiss,
    listLabel,
    onOpen,
  },
  ref,
) {
  const base = useId();
  const listId = `${base}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  const entries: Entry[] = [
    ...options.map((option) => ({ kind: 'option' as const, option })),
    ...actions.map((action) => ({ kind: 'action' as const, action })),
  ];
  const entryId = (index: number) => `${base}-item-${index}`;
  const activeIndex = active < entries.length ? active : -1;

  // The active option stays in view as the arrows move through a list that scrolls.
  const activeId = open && activeIndex >= 0 ? entryId(activeIndex) : undefined;
  useEffect(() => {
    if (!activeId) return;
    listRef.current?.ownerDocument.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const show = () => {
    if (!open) onOpen?.();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (entry: Entry) => {
    close();
    if (entry.kind === 'option') onSelect(entry.option);
    else entry.action.onSelect();
  };
  const dismiss = () => {
    close();
    onDismiss?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        show();
        if (entries.length > 0) setActive((current) => (current + 1 >= entries.length ? 0 : current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        show();
        if (entries.length > 0) setActive((current) => (current <= 0 ? entries.length - 1 : current - 1));
        break;
      case 'Enter':
        if (open) {
          // Never submits the form around it while the list is open.
          event.preventDefault();
          if (activeIndex >= 0) choose(entries[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          dismiss();
        } else if (inputValue) {
          event.preventDefault();
          onInputChange('');
        }
        break;
      case 'Tab':
        if (open) dismiss();
        break;
      default:
        break;
    }
  };

  // Options under their group headings, in the order each group first appears.
  const groups: Array<{ name: string | undefined; items: Array<{ entry: Entry; index: number }> }> = [];
  entries.forEach((entry, index) => {
    const name = entry.kind === 'option' ? entry.option.group : undefined;
    const last = groups[groups.length - 1];
    if (entry.kind === 'option' && last && last.name === name) last.items.push({ entry, index });
    else groups.push({ name, items: [{ entry, index }] });
  });

  const renderEntry = ({ entry, index }: { entry: Entry; index: number }) => {
    const selected = entry.kind === 'option' && entry.option.value === value;
    return (
      <div
        key={entry.kind === 'option' ? `o-${entry.option.value}` : `a-${entry.action.key}`}
        id={entryId(index)}
        role="option"
        aria-selected={selected}
        className={cn('combobox-option', index === activeIndex && 'combobox-option-active', entry.kind === 'action' && 'combobox-action')}
        // Keeps focus in the box, so the list does not close before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(entry)}
      >
        {entry.kind === 'option' ? (
          <>
            <span className="combobox-option-label">{entry.option.label}</span>
            {entry.option.detail && <span className="combobox-option-detail">{entry.option.detail}</span>}
          </>
        ) : (
          entry.action.label
        )}
      </div>
    );
  };

  return (
    <div className="combobox">
      <input
        ref={ref}
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        // The dialog around it leaves Escape to the open list (dialog-view.tsx).
        data-list-takes-escape=""
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={inputValue}
        onChange={(event) => {
          onInputChange(event.target.value);
          show();
          setActive(-1);
        }}
        onClick={show}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (open) dismiss();
        }}
      />
      <div ref={listRef} id={listId} role="listbox" aria-label={listLabel} className="combobox-list" hidden={!open}>
        {groups.map((group, groupIndex) =>
          group.name ? (
            <div key={`g-${group.name}-${groupIndex}`} role="group" aria-labelledby={`${base}-group-${groupIndex}`}>
              <div id={`${base}-group-${groupIndex}`} className="combobox-group" role="presentation">
                {group.name}
              </div>
              {group.items.map(renderEntry)}
            </div>
          ) : (
            group.items.map(renderEntry)
          ),
        )}
        {options.length === 0 && (
          <div role="option" aria-disabled="true" aria-selected={false} className="combobox-empty">
            {loading ? 'Loading...' : emptyText}
          </div>
        )}
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {open && !loading ? `${options.length} ${options.length === 1 ? 'result' : 'results'}` : ''}
      </span>
    </div>
  );
});
