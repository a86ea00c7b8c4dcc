// Which messaging the lab has switched on (documents 1 and 3: the flags Two_Way_Messaging and
// Two_Way_Messaging_v2 gate behaviour, effect "not shown"; our reading:
// docs/decisions/messaging-flags.md).
import { isFeatureEnabled, type FeatureFlagStates } from '@loci/domain';
import { useAppSettings } from '../app-settings/useAppSettings.ts';

/** No messaging, the v1 calls (no categories on the wire for reading), or the v2 calls. */
export type MessagingRoad = 'off' | 'v1' | 'v2';

/**
 * Two_Way_Messaging switches messaging with the lab on; Two_Way_Messaging_v2 chooses the v2 calls
 * (threads with categories, per-thread reading). v2 alone does not switch messaging on.
 */
export function messagingRoadOf(flags: FeatureFlagStates): MessagingRoad {
  if (!isFeatureEnabled(flags, 'Two_Way_Messaging')) return 'off';
  return isFeatureEnabled(flags, 'Two_Way_Messaging_v2') ? 'v2' : 'v1';
}

/** The road of the signed-in session; null until the lab's settings (or the stored copy) are in. */
export function useMessagingRoad(): MessagingRoad | null {
  return useMessagingRoadRead().road;
}

/**
 * The road, and why it is not known when the lab's settings could not be read (no stored copy):
 * a screen that needs the road shows that failure with a retry instead of loading forever.
 */
export function useMessagingRoadRead(): {
  road: MessagingRoad | null;
  error: unknown;
  retry: () => Promise<unknown>;
} {
  const { flags, loaded, error, retry } = useAppSettings();
  return { road: loaded ? messagingRoadOf(flags) : null, error, retry };
}
