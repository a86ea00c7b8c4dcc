import { requiredValue } from '@loci/domain';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PortalServices } from './portalServices.ts';
import type { SessionSnapshot } from '../session/portalSession.ts';

const PortalServicesContext = createContext<PortalServices | null>(null);

export function PortalServicesProvider({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return (
    <PortalServicesContext.Provider value={services}>{children}</PortalServicesContext.Provider>
  );
}

export function usePortalServices(): PortalServices {
  return requiredValue(
    useContext(PortalServicesContext),
    'usePortalServices needs a PortalServicesProvider',
  );
}

export function useSessionSnapshot(): SessionSnapshot {
  const { session } = usePortalServices();
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}
