import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@dct/router';

/** A part a host mounts over whatever page is showing (the shell's quick actions): it closes itself through this. */
interface Overlay {
  close: () => void;
}

const OverlayContext = createContext<Overlay | undefined>(undefined);

/** The host's side: the part inside calls `close` when it is done (Cancel, Escape, saved). */
export function OverlayProvider({ close, children }: { close: () => void; children: ReactNode }) {
  const value = useMemo(() => ({ close }), [close]);
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

/**
 * How an exposed dialog closes: through the host that mounted it as an overlay, or, on a page of
 * its own (a remote's standalone dev page, a parcel), by going to `fallbackPath`.
 */
export function useOverlayClose(fallbackPath: string): () => void {
  const overlay = useContext(OverlayContext);
  const navigate = useNavigate();
  return overlay?.close ?? (() => void navigate(fallbackPath));
}
