import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@dct/router';
import { CommandPalette } from '../palette/command-palette';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import { QuickActionOverlay } from './quick-action-overlay';
import type { QuickAction } from './shortcuts';
import { announceQuickAction, announceSearch, logShortcutList } from './use-shortcuts';

/** What the header's buttons, the shortcuts and the palette can ask the shell to do. */
export interface ShellActions {
  /** Ctrl+K: the 'Search' toast, then the command palette. */
  openSearch: () => void;
  /** A quick action: the 'Quick Action' toast, then its dialog over the current page. */
  runQuickAction: (action: QuickAction) => void;
  /** '?': the list on the console, and the keyboard help dialog. */
  openHelp: () => void;
}

const ShellActionsContext = createContext<ShellActions | undefined>(undefined);

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions needs a ShellActionsProvider');
  return actions;
}

/** The shell's actions where the page is inside the signed-in app; nothing elsewhere (a page rendered on its own). */
export function useOptionalShellActions(): ShellActions | undefined {
  return useContext(ShellActionsContext);
}

/**
 * Holds the shell's overlays (the command palette, the keyboard help and a quick action's dialog)
 * for the signed-in app, and the actions that open them. None of them changes the address.
 */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // A new key per request, so asking again for the same action opens a fresh dialog.
  const [quickAction, setQuickAction] = useState<{ action: QuickAction; key: number }>();
  const requests = useRef(0);

  const openSearch = useCallback(() => {
    announceSearch();
    setPaletteOpen(true);
  }, []);
  const runQuickAction = useCallback((action: QuickAction) => {
    announceQuickAction(action);
    setPaletteOpen(false);
    setHelpOpen(false);
    requests.current += 1;
    setQuickAction({ action, key: requests.current });
  }, []);
  const openHelp = useCallback(() => {
    logShortcutList();
    setHelpOpen(true);
  }, []);
  const closeQuickAction = useCallback(() => setQuickAction(undefined), []);

  // Following a link out of a dialog (New Claim's "Go to Visits") leaves it behind.
  const { pathname } = useLocation();
  useEffect(() => closeQuickAction(), [pathname, closeQuickAction]);

  const actions = useMemo(() => ({ openSearch, runQuickAction, openHelp }), [openSearch, runQuickAction, openHelp]);
  return (
    <ShellActionsContext.Provider value={actions}>
      {children}
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      <KeyboardHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {quickAction && <QuickActionOverlay key={quickAction.key} action={quickAction.action} onClose={closeQuickAction} />}
    </ShellActionsContext.Provider>
  );
}
