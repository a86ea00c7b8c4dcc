import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { PortalServices } from './portalServices.ts';
import { PortalServicesProvider } from './PortalServicesContext.tsx';
import { CallCacheProvider } from '../api/callHooks.tsx';
import { PortalTheme } from '../color-scheme/PortalTheme.tsx';
import { portalRoutes } from './portalRoutes.tsx';
import { installPrefetch } from './prefetch.ts';
import { removeStalledPageNotice } from './stalledPageNotice.ts';

export function PortalApp({ services }: { services: PortalServices }) {
  // The data router of the route table (portalRoutes.tsx), made once for the page's life.
  const [router] = useState(() => createBrowserRouter(portalRoutes));
  // Drawn: the page's own notice of a slow start (index.html) is no longer true.
  useEffect(() => removeStalledPageNotice(), []);
  useEffect(
    () => installPrefetch(services.session, services.progress),
    [services.session, services.progress],
  );
  return (
    <PortalServicesProvider services={services}>
      <CallCacheProvider cache={() => services.swrCache}>
        <PortalTheme>
          <RouterProvider router={router} />
        </PortalTheme>
      </CallCacheProvider>
    </PortalServicesProvider>
  );
}
