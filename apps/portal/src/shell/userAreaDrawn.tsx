// Whether the header's user area has drawn the signed-in user (issue 18): a screen's signed-in
// frame whose screen has no profile gate of its own (the catalogue search) gives way only then,
// so that the header's row is the frame's. Held around the shell (app/portalRoutes.tsx), set by
// the user's area (shell/SignedInParts.tsx); the profile's own hook would put the contract in the
// screen's code.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

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
