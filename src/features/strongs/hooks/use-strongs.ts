// Any component under <StrongsProvider> can open the concordance at an entry.
import { createContext, useContext } from 'react';

export interface StrongsController {
  /** Opens the modal on the entry tab at this number; with none, on the empty prompt. */
  openStrongs: (strongsNumber?: string | null) => void;
  /** Starts loading the modal's code (on hover or focus), so a tap opens it at once. */
  preloadStrongs: () => void;
}

export const StrongsContext = createContext<StrongsController | null>(null);

/** For components that also render outside a provider: there they show no Strong's links. */
export function useOptionalStrongs(): StrongsController | null {
  return useContext(StrongsContext);
}
