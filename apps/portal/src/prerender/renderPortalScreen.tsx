// One screen of the portal as the app draws it into `#root` (the build's SSR renders:
// renderHome.tsx, renderSignedInFrame.tsx): the app's providers around a static router at an
// address, with a first visit's storage.
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { CallCacheProvider } from '../api/callHooks.tsx';
import { PortalTheme } from '../color-scheme/PortalTheme.tsx';
import { withShell } from '../app/portalRoutes.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { withFirstVisitWindow } from './firstVisit.ts';

/** The routes of one page inside the real shell and error panels (loaded, not lazy). */
export interface PortalScreenRoutes {
  handler: StaticHandler;
  /** The router's state at an address of the page (its loaders run). */
  contextAt(address: string): Promise<StaticHandlerContext>;
}

export function portalScreenRoutes(routes: RouteObject[]): PortalScreenRoutes {
  const handler = createStaticHandler(withShell(routes));
  return {
    handler,
    async contextAt(address) {
      const context = await handler.query(new Request(`http://localhost${address}`));
      if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
      return context;
    },
  };
}

/** The markup of the screen at `context` (from `contextAt`), drawn with `services`. */
export function renderPortalScreen(
  { handler }: PortalScreenRoutes,
  context: StaticHandlerContext,
  services: PortalServices,
): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return withFirstVisitWindow(() =>
    renderToString(
      <PortalServicesProvider services={services}>
        <CallCacheProvider cache={() => services.swrCache}>
          <PortalTheme>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PortalTheme>
        </CallCacheProvider>
      </PortalServicesProvider>,
    ),
  );
}
