// The portal's public runtime configuration, served by the lab's server at /config.json. Checked
// by hand, not with zod: it is read before the first paint, and zod is not in the signed-out boot
// path (issue 18, docs/decisions/first-visit-performance.md).
import { fetchPublicFile } from '../api/publicFiles.ts';

export interface PortalConfig {
  oidcIssuer: string;
  oidcClientId: string;
  /** The access tokens' audience; sent to the identity provider only when configured. */
  oidcAudience?: string;
  accessTokenLifetimeSeconds: number;
  /** The embedded identity provider's password-change page (none with a lab's own provider). */
  passwordChangeUrl?: string;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The configuration as the portal uses it (unknown keys dropped), or a failure naming the bad field. */
export function parsePortalConfig(value: unknown): PortalConfig {
  if (typeof value !== 'object' || value === null)
    throw new Error("The portal's configuration is not an object");
  const raw = value as Record<string, unknown>;
  const bad = (field: string) => new Error(`The portal's configuration has no valid ${field}`);
  if (!isUrl(raw.oidcIssuer)) throw bad('oidcIssuer');
  if (!isFilled(raw.oidcClientId)) throw bad('oidcClientId');
  if (raw.oidcAudience !== undefined && !isFilled(raw.oidcAudience)) throw bad('oidcAudience');
  const lifetime = raw.accessTokenLifetimeSeconds;
  if (typeof lifetime !== 'number' || !Number.isFinite(lifetime) || lifetime <= 0)
    throw bad('accessTokenLifetimeSeconds');
  if (raw.passwordChangeUrl !== undefined && !isUrl(raw.passwordChangeUrl))
    throw bad('passwordChangeUrl');
  return {
    oidcIssuer: raw.oidcIssuer,
    oidcClientId: raw.oidcClientId,
    ...(raw.oidcAudience === undefined ? {} : { oidcAudience: raw.oidcAudience }),
    accessTokenLifetimeSeconds: lifetime,
    ...(raw.passwordChangeUrl === undefined ? {} : { passwordChangeUrl: raw.passwordChangeUrl }),
  };
}

/** The element of index.html the lab's server fills with the configuration (its placeholder otherwise). */
export const inlineConfigElementId = 'loci-portal-config';

/**
 * The configuration the server wrote into the page, if it did (apps/lab-api's portal-files.ts):
 * a first visit then starts without a second round trip. Vite's dev server leaves the placeholder.
 */
function inlinePortalConfig(page: Pick<Document, 'getElementById'> | undefined): unknown {
  const text = page?.getElementById(inlineConfigElementId)?.textContent?.trim() ?? '';
  return text.startsWith('{') ? JSON.parse(text) : undefined;
}

/** The configuration written into the page, or else `GET /config.json`. */
export async function loadPortalConfig(
  fetchImpl: typeof fetch = fetchPublicFile,
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Promise<PortalConfig> {
  const inline = inlinePortalConfig(page);
  if (inline !== undefined) return parsePortalConfig(inline);
  const response = await fetchImpl('/config.json', {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new Error(`The portal's configuration could not be loaded (${response.status})`);
  return parsePortalConfig(await response.json());
}
