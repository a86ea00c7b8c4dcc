// The portal's public runtime configuration, served by the lab's server at /config.json.
import { z } from 'zod';
import { fetchPublicFile } from '../api/publicFiles.ts';

export const portalConfigSchema = z.object({
  oidcIssuer: z.url(),
  oidcClientId: z.string().min(1),
  /** The access tokens' audience; sent to the identity provider only when configured. */
  oidcAudience: z.string().min(1).optional(),
  accessTokenLifetimeSeconds: z.number().positive(),
  /** The embedded identity provider's password-change page (none with a lab's own provider). */
  passwordChangeUrl: z.url().optional(),
});

export type PortalConfig = z.infer<typeof portalConfigSchema>;

export async function loadPortalConfig(
  fetchImpl: typeof fetch = fetchPublicFile,
): Promise<PortalConfig> {
  const response = await fetchImpl('/config.json', {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new Error(`The portal's configuration could not be loaded (${response.status})`);
  return portalConfigSchema.parse(await response.json());
}
