// Shared steps of the browser tests: signing in through the lab's real sign-in page,
// watching the token endpoint, and reading the portal's stored session.
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

export const demoPassword = 'loci-demo';

export const demoUsers = {
  orderingProvider: 'dr.ada@loci.test',
  staff: 'sam.staff@loci.test',
  newProvider: 'new.provider@loci.test',
  noAccount: 'no.account@loci.test',
} as const;

/** The portal's local-storage key of the last activity time (@loci/domain LocalStorageKeys). */
export const lastActivityKey = 'loci.lastActivityAt';

/** Fills the identity provider's sign-in page (fields "Email" and "Password", button "Sign in"). */
export async function fillSignInPage(page: Page, email: string): Promise<void> {
  // A sign-in the portal gave up on lands on `/?logout-reason=login-flow-error`: fail there, with
  // its address, instead of waiting out the test's timeout for a sign-in page that will not come.
  await page.waitForURL(
    (url) =>
      url.pathname.startsWith('/oidc/') ||
      url.searchParams.get('logout-reason') === 'login-flow-error',
  );
  expect(page.url(), 'the lab’s sign-in page').toMatch(/\/oidc\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From the home page: the sign-in button, the lab's sign-in page, back to the portal. */
export async function signInFromHome(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await fillSignInPage(page, email);
}

/** Waits until the portal has finished the sign-in redirect and left /signin-callback. */
export async function waitForLanding(page: Page, hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/user-account' && url.hash === hash);
}

export interface TokenGrant {
  grantType: string;
  /** The refresh token the request spent (refresh_token grants). */
  refreshToken: string | null;
  status: number | null;
  /** The refresh token the answer issued. */
  issuedRefreshToken: string | null;
  sentAt: number;
}

/** Records every request to the token endpoint of a context (all its tabs), with its answer. */
export function watchTokenEndpoint(context: BrowserContext): TokenGrant[] {
  const grants: TokenGrant[] = [];
  const pending = new Map<Request, TokenGrant>();
  context.on('request', (request) => {
    if (!request.url().endsWith('/oidc/token') || request.method() !== 'POST') return;
    const form = new URLSearchParams(request.postData() ?? '');
    const grant: TokenGrant = {
      grantType: form.get('grant_type') ?? '',
      refreshToken: form.get('refresh_token'),
      status: null,
      issuedRefreshToken: null,
      sentAt: Date.now(),
    };
    grants.push(grant);
    pending.set(request, grant);
  });
  context.on('requestfinished', (request) => {
    const grant = pending.get(request);
    if (!grant) return;
    void request.response().then(async (response) => {
      grant.status = response?.status() ?? null;
      const body = (await response?.json().catch(() => null)) as { refresh_token?: string } | null;
      grant.issuedRefreshToken = body?.refresh_token ?? null;
    });
  });
  context.on('requestfailed', (request) => {
    const grant = pending.get(request);
    if (grant) grant.status = 0;
  });
  return grants;
}

export const refreshGrants = (grants: TokenGrant[]) =>
  grants.filter((grant) => grant.grantType === 'refresh_token');

/**
 * Exactly one refresh per token: every refresh spends the refresh token of the answer just before
 * it (sign-in, then each refresh in turn), so no token was refreshed twice and none was skipped.
 */
export function expectOneRefreshPerToken(grants: TokenGrant[]): void {
  const chain = grants.filter(
    (grant) => grant.grantType === 'authorization_code' || grant.grantType === 'refresh_token',
  );
  expect(chain[0]?.grantType).toBe('authorization_code');
  for (const [index, grant] of chain.entries()) {
    expect(grant.status).toBe(200);
    if (index > 0) expect(grant.refreshToken).toBe(chain[index - 1]?.issuedRefreshToken);
  }
}

/** The access token oidc-client-ts keeps for every tab in local storage. */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('oidc.user:')) {
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
        return user.access_token ?? null;
      }
    }
    return null;
  });
}

/**
 * The stored access token once it has at least `secondsLeft` to live: on a loaded machine the
 * portal's renewal can come late, and a token read just before it ends is refused on arrival.
 */
export async function freshAccessToken(page: Page, secondsLeft = 10): Promise<string> {
  const readStored = () =>
    page.evaluate(() => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key?.startsWith('oidc.user:')) {
          return JSON.parse(localStorage.getItem(key) ?? '{}') as {
            access_token?: string;
            expires_at?: number;
          };
        }
      }
      return null;
    });
  let token = '';
  await expect
    .poll(
      async () => {
        const stored = await readStored();
        token = stored?.access_token ?? '';
        return (stored?.expires_at ?? 0) - Date.now() / 1000;
      },
      { message: 'a stored access token with time left', timeout: 30_000 },
    )
    .toBeGreaterThan(secondsLeft);
  return token;
}

/** Calls the profile endpoint from the page with the stored token, as the portal does. */
export async function profileStatusWithStoredToken(page: Page): Promise<number> {
  const token = await storedAccessToken(page);
  expect(token).toBeTruthy();
  return page.evaluate(async (accessToken) => {
    const response = await fetch('/api/portal/v1.0.1/user/profile', {
      headers: { Authorization: `Bearer ${accessToken}` },
      credentials: 'include',
      cache: 'no-store',
    });
    return response.status;
  }, token);
}

/** One small mouse move on each page, all at once: input the portal's inactivity rule counts. */
async function nudge(pages: Page[], step: number): Promise<void> {
  await Promise.all(pages.map((page) => page.mouse.move(20 + (step % 50), 200 + (step % 30))));
}

/** The open pages of the given pages' browser contexts (a tab opened later included). */
function openPagesOfContexts(pages: Page[]): Page[] {
  const open = new Set<Page>();
  for (const page of pages) {
    for (const tab of page.context().pages()) if (!tab.isClosed()) open.add(tab);
  }
  return [...open];
}

/** Moves the mouse now and then while waiting, so the inactivity rule sees a user at work. */
export async function waitWhileActive(pages: Page[], milliseconds: number): Promise<void> {
  const end = Date.now() + milliseconds;
  let step = 0;
  while (Date.now() < end) {
    await nudge(pages, step);
    step += 7;
    await pages[0]?.waitForTimeout(Math.min(1500, Math.max(0, end - Date.now())));
  }
}

/**
 * Moves the mouse on every tab of the pages' browser contexts every second until the returned stop
 * is called: people at work while another browser acts (the e2e's 30 s tokens end an idle session
 * after 30 s, by the spec's inactivity rule). Every tab, not only the one given: a second tab
 * opened later counts too. Each tab is nudged on its own, so that a tab slow to take input on a
 * saturated machine delays neither the others nor the next round (it is skipped until its
 * move is done).
 */
export function keepActive(pages: Page[]): () => Promise<void> {
  let stopped = false;
  const moving = new Map<Page, Promise<void>>();
  const working = (async () => {
    for (let step = 0; !stopped; step += 7) {
      for (const page of openPagesOfContexts(pages)) {
        if (moving.has(page)) continue;
        moving.set(
          page,
          page.mouse
            .move(20 + (step % 50), 200 + (step % 30))
            .catch(() => undefined)
            .finally(() => moving.delete(page)),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return async () => {
    stopped = true;
    await working;
    await Promise.all(moving.values());
  };
}

/**
 * Waits until the tab's live event stream is open (the header's `data-live`), so that what the lab
 * does next is heard live rather than caught up on.
 */
export async function expectLiveStreamOpen(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
    'data-live',
    'connected',
    { timeout: 15_000 },
  );
}
