// One decorator for every portal screen story: the providers the portal's app gives a screen
// (services, the reads' cache, the router at the screen's address, cart, favorites), its shell
// (header, navigation, toasts, progress) and the signed-in gate that loads the profile, so a
// story renders the real screen component as a signed-in user sees it. See
// docs/decisions/portal-screen-stories.md.
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { CallCacheProvider } from '../api/callHooks.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { RequireSession } from '../access/RequireSession.tsx';
import { startAsFirstLoad } from '../shell/usePageHeading.ts';
import { createStoryServices } from './storyServices.ts';

/** A screen story's parameters: the address the screen is shown at (path and `#view`). */
export interface PortalScreenParameters {
  address: string;
}

function PortalScreen({ address, children }: PortalScreenParameters & { children: ReactNode }) {
  // New services (and an empty cache) per story render: nothing carries over between stories. The
  // screen starts as on a first page load: an earlier story's clicks in this document are not its
  // visitor's, so its heading takes no focus until the story's own play acts.
  const [services] = useState(() => {
    startAsFirstLoad();
    return createStoryServices();
  });
  return (
    <PortalServicesProvider services={services}>
      <CallCacheProvider cache={() => services.swrCache}>
        <MemoryRouter initialEntries={[address]}>
          <CartProvider>
            <FavoritesProvider>
              <ShellLayout>
                <RequireSession>{children}</RequireSession>
              </ShellLayout>
            </FavoritesProvider>
          </CartProvider>
        </MemoryRouter>
      </CallCacheProvider>
    </PortalServicesProvider>
  );
}

/** Renders a screen story inside the portal; `parameters.portalScreen.address` sets the address. */
export const withPortalScreen: Decorator = (Story, context) => {
  const { address } = (context.parameters.portalScreen ?? {
    address: '/user-account',
  }) as PortalScreenParameters;
  return (
    <PortalScreen address={address}>
      <Story />
    </PortalScreen>
  );
};
