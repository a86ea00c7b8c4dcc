// The reader's colour-scheme choice: follow the system (default), or always light or dark.
// Kept in local storage under a key outside the `loci.` prefix on purpose: it is a preference of the
// device, not data of the signed-in user, so signing out (which clears `loci.*`) keeps it.
import { useCallback, useSyncExternalStore } from 'react';
import type { ColorScheme } from '@loci/ui';

export const colorSchemePreferences = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof colorSchemePreferences)[number];

export const colorSchemeStorageKey = 'loci-color-scheme';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isPreference(value: unknown): value is ColorSchemePreference {
  return colorSchemePreferences.includes(value as ColorSchemePreference);
}

/** The choice when the browser refuses storage (private mode, quota): kept until the page is left. */
let unstored: ColorSchemePreference | null = null;

export function readColorSchemePreference(): ColorSchemePreference {
  if (unstored) return unstored;
  try {
    const stored = window.localStorage.getItem(colorSchemeStorageKey);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function writeColorSchemePreference(preference: ColorSchemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(colorSchemeStorageKey);
    else window.localStorage.setItem(colorSchemeStorageKey, preference);
    unstored = null;
  } catch {
    unstored = preference;
  }
  listeners.forEach((listener) => listener());
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** The scheme in effect for a preference, given what the system asks for. */
export function resolveColorScheme(
  preference: ColorSchemePreference,
  systemDark: boolean,
): ColorScheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  query?.addEventListener('change', listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === colorSchemeStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): string {
  const preference = readColorSchemePreference();
  return `${preference}:${resolveColorScheme(preference, systemPrefersDark())}`;
}

/** The reader's preference, the scheme in effect, and a way to change the preference. */
export function useColorScheme(): {
  preference: ColorSchemePreference;
  scheme: ColorScheme;
  choose: (preference: ColorSchemePreference) => void;
} {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [preference, scheme] = value.split(':') as [ColorSchemePreference, ColorScheme];
  const choose = useCallback((next: ColorSchemePreference) => writeColorSchemePreference(next), []);
  return { preference, scheme, choose };
}
