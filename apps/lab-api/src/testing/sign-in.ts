// Signs in through the embedded provider like a browser would (authorization code + PKCE), for
// tests that need real access tokens.
import { createHash, randomBytes } from 'node:crypto';

class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';', 1);
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 1) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header))
        this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInResult {
  /** HTTP status of the sign-in form post (303 on success). */
  status: number;
  accessToken: string | undefined;
  /** The refresh token of the same sign-in (the portal revokes it on sign-out). */
  refreshToken?: string | undefined;
}

/** Runs the authorization-code flow with PKCE for `email` against `${origin}/oidc`. */
export async function signInThroughProvider(
  origin: string,
  email: string,
  password: string,
): Promise<SignInResult> {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const response = await fetch(new URL(url, origin), {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'loci-portal',
    response_type: 'code',
    redirect_uri: `${origin}/signin-callback`,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const start = await get(authorize.href);
  const interaction = start.headers.get('location');
  if (!interaction) throw new Error(`authorization answered ${start.status} without a redirect`);
  await get(interaction);
  let response = await fetch(new URL(`${interaction}/login`, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(response);
  const status = response.status;
  if (status !== 303) return { status, accessToken: undefined };
  for (let hop = 0; hop < 6; hop += 1) {
    const next = response.headers.get('location');
    if (!next) break;
    if (next.startsWith(`${origin}/signin-callback`)) {
      const code = new URL(next).searchParams.get('code');
      const token = await fetch(`${origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'loci-portal',
          grant_type: 'authorization_code',
          code: code ?? '',
          redirect_uri: `${origin}/signin-callback`,
          code_verifier: verifier,
        }).toString(),
      });
      const body = (await token.json()) as { access_token?: string; refresh_token?: string };
      return { status, accessToken: body.access_token, refreshToken: body.refresh_token };
    }
    response = await get(next);
  }
  throw new Error('the sign-in did not reach the portal’s callback');
}
