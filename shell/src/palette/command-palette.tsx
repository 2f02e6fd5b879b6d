import { ArrowRight, Building2, Car, ClipboardList, FileText, Keyboard, Search, Settings, Zap } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from '@dct/router';
import { Dialog, Input, cn } from '@dct/ui';
import { useClaims, useDealers, useVehicles, useVisits } from '@dct/data';
import { useShellActions } from '../shortcuts/shell-actions';
import { paletteItems, type PaletteGroup, type PaletteItem } from './palette-items';
import './palette.css';

const GROUP_ICONS: Record<PaletteGroup, ReactNode> = {
  Vehicles: <Car aria-hidden />,
  Visits: <ClipboardList aria-hidden />,
  Claims: <FileText aria-hidden />,
  Dealers: <Building2 aria-hidden />,
  'Go to': <ArrowRight aria-hidden />,
  Settings: <Settings aria-hidden />,
  Actions: <Zap aria-hidden />,
};

/** The items in their groups, keeping each item's place in the one list the arrow keys walk. */
function grouped(items: readonly PaletteItem[]) {
  const groups = new Map<PaletteGroup, Array<{ item: PaletteItem; index: number }>>();
  items.forEach((item, index) => groups.set(item.group, [...(groups.get(item.group) ?? []), { item, index }]));
  return [...groups.entries()];
}

/**
 * Ctrl+K: finds the owner's vehicles, visits, claims and dealers as they type ("claim 12", "#12",
 * a plate, part of a VIN), every page and Settings section, and the actions. Arrow keys move, Enter opens, Escape closes.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const vehicles = useVehicles({ enabled: open });
  const visits = useVisits(undefined, { enabled: open });
  const claims = useClaims({ enabled: open });
  const dealers = useDealers({ enabled: open });
  const { runQuickAction, openHelp } = useShellActions();
  const navigate = useNavigate();
  const listId = useId();

  const items = useMemo(
    () => paletteItems(query, { vehicles: vehicles.data, visits: visits.data, claims: claims.data, dealers: dealers.data }),
    [query, vehicles.data, visits.data, claims.data, dealers.data],
  );
  const loading = [vehicles, visits, claims].some((list) => list.isLoading);
  const current = items[Math.min(active, items.length - 1)];

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    const option = current && document.getElementById(`${listId}-${current.id}`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  const choose = (item: PaletteItem) => {
    onOpenChange(false);
    const { command } = item;
    if (command.kind === 'navigate') void navigate(command.to);
    else if (command.kind === 'quick-action') runQuickAction(command.action);
    else openHelp();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    const last = items.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : Math.min(index, last) - 1));
    else if (event.key === 'PageDown') setActive(last);
    else if (event.key === 'PageUp') setActive(0);
    else if (event.key === 'Enter' && current) choose(current);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      description="Find a vehicle, visit, claim or dealer, go to a page or setting, or start an action."
    >
      <div className="palette">
        <div className="search palette-search">
          <Search aria-hidden />
          <Input
            role="combobox"
            aria-label="Search vehicles, visits, claims, dealers and pages"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
            placeholder="Type a make, plate, VIN, dealer, “claim 12”, a page…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="palette-list">
          {grouped(items).map(([group, entries]) => (
            <div key={group} role="group" aria-labelledby={`${listId}-group-${group}`} className="palette-group">
              <div id={`${listId}-group-${group}`} className="palette-group-title" role="presentation">
                {group}
              </div>
              {entries.map(({ item, index }) => (
                <div
                  key={item.id}
                  id={`${listId}-${item.id}`}
                  role="option"
                  aria-selected={item === current}
                  className={cn('palette-option', item === current && 'palette-option-active')}
                  onMouseMove={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                >
                  <span className="palette-option-icon">{item.command.kind === 'help' ? <Keyboard aria-hidden /> : GROUP_ICONS[group]}</span>
                  <span className="palette-option-text">
                    <span className="palette-option-title">{item.title}</span>
                    {item.detail && <span className="palette-option-detail">{item.detail}</span>}
                  </span>
                </div>
              ))}
            </div>
          ))}
          {items.length === 0 && <p className="palette-empty">{loading ? 'Loading your records…' : `Nothing matches “${query.trim()}”.`}</p>}
        </div>
        <p className="palette-hint small muted" aria-hidden>
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </div>
    </Dialog>
  );
}
