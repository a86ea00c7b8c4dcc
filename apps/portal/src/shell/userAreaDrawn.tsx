// Whether the header's user area has drawn the signed-in user (issue 18): a screen's signed-in
// frame gives way only then (`FrameTakeOver`), so that the header's row is the frame's: the area's
// code is lazy, and a screen without a profile gate of its own (the catalogue search) commits
// before the profile is read. Held around the shell (app/portalRoutes.tsx), set by
// the user's area (shell/SignedInParts.tsx); the profile's own hook would put the contract in the
// screen's code.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { PrerenderTakeOver } from '../prerender/takeOver.tsx';

const UserAreaDrawnContext = createContext<readonly [drawn: boolean, markDrawn: () => void]>([
  false,
  () => undefined,
]);

export function UserAreaDrawnProvider({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const value = useMemo(() => [drawn, () => setDrawn(true)] as const, [drawn]);
  return <UserAreaDrawnContext.Provider value={value}>{children}</UserAreaDrawnContext.Provider>;
}

/** `[drawn, markDrawn]`: whether the user's area shows the profile (or could not read it). */
export function useUserAreaDrawn() {
  return useContext(UserAreaDrawnContext);
}

/**
 * Rendered beside a framed screen: the page's signed-in frame, if shown, gives way once the screen
 * has committed and the header's user area shows the user as the frame does (without it, the
 * header's row is shorter and the page moves at the swap). At once when signed out.
 */
export function FrameTakeOver() {
  const { status } = useSessionSnapshot();
  const [userAreaDrawn] = useUserAreaDrawn();
  return status === 'logged-out' || userAreaDrawn ? <PrerenderTakeOver /> : null;
}
