// The app settings of the signed-in session: kept in local storage through the storage module
// (document 3 section 9) and read from the lab once per page load (docs/decisions/app-settings-in-the-portal.md).
import { useMemo } from 'react';
import { fetchAppSettings } from '@loci/contract';
import type { FeatureFlagStates } from '@loci/domain';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCall, useCallKey } from '../api/callHooks.tsx';
import type { StoredAppSetting } from '../storage/portalStorage.ts';
import { featureFlagsOf, portalAppSettingNames } from './appSettings.ts';

export interface AppSettings {
  settings: readonly StoredAppSetting[];
  flags: FeatureFlagStates;
  /** False until either the stored copy or the lab's answer is there (every flag counts as off). */
  loaded: boolean;
  /** Why the lab's settings could not be read while no copy is kept (undefined otherwise). */
  error: unknown;
  /** Asks the lab again. */
  retry: () => Promise<unknown>;
}

const request = { body: [...portalAppSettingNames] };
const none: readonly StoredAppSetting[] = [];

/**
 * The app settings and the feature flags they hold. The stored copy answers at once; the lab is
 * asked once per page load and session (every user of the hook shares that one answer), and its
 * answer replaces the stored copy. Logout clears both the store and SWR's cache.
 */
export function useAppSettings(): AppSettings {
  const { storage, session } = usePortalServices();
  const key = useCallKey(fetchAppSettings, request);
  const subject = key?.[2] ?? null;
  const stored = useMemo(
    () => (subject === null ? null : storage.read('appSettings')),
    [storage, subject],
  );
  const { data, error, mutate } = useCall(fetchAppSettings, request, {
    onSuccess: (answer) => {
      // A logout while the call was on its way has cleared the store: keep it clear.
      if (session.snapshot().status === 'logged-in') storage.write('appSettings', answer);
    },
    // Every page reads the flags (the shell's messages badge): a failed read leaves every flag off
    // and the page working, so it is not toasted on each page (docs/decisions/messaging-flags.md).
    handled: () => true,
    // Not SWR's fallbackData: with it SWR would never ask the lab while a stored copy exists.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const kept = subject === null ? null : (data ?? stored);
  const settings = kept ?? none;
  const flags = useMemo(() => featureFlagsOf(settings), [settings]);
  return {
    settings,
    flags,
    loaded: kept !== null,
    error: kept === null ? error : undefined,
    retry: mutate,
  };
}
