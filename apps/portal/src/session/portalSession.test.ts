import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalStorage } from '../storage/portalStorage.ts';
import {
  createPortalSession,
  readableRefreshTokenClaims,
  type LockRequester,
  type PortalSessionOptions,
  type SessionChannel,
  type SessionMessage,
  type SessionUser,
} from './portalSession.ts';

const lifetime = 300;
let clock = 1_700_000_000_000;
const now = () => clock;

/**
 * One identity provider and one browser store shared by every tab of a test. With `storageLagMs`,
 * a renewal reaches the other tabs' copies of storage that much later (as Chromium's per-tab copies
 * of local storage do), and a refresh token used twice is refused, as the identity provider does.
 */
function createBrowser({ storageLagMs = 0 }: { storageLagMs?: number } = {}) {
  const shared = { user: null as SessionUser | null, refreshes: 0, revoked: 0, reused: 0 };
  const copies: Array<{ user: SessionUser | null; until: number }> = [];
  const issue = (): SessionUser => {
    shared.refreshes += 1;
    return {
      access_token: `access-${shared.refreshes}`,
      refresh_token: `refresh-${shared.refreshes}`,
      id_token: 'id-token',
      expires_at: Math.floor(clock / 1000) + lifetime,
      profile: { sub: 'dr.ada' },
    };
  };
  const signIn = () => {
    shared.user = {
      access_token: 'access-0',
      refresh_token: 'refresh-0',
      id_token: 'id-token',
      expires_at: Math.floor(clock / 1000) + lifetime,
      profile: { sub: 'dr.ada' },
    };
  };
  const oidc = () => {
    const copy = { user: null as SessionUser | null, until: 0 };
    copies.push(copy);
    const read = () => (Date.now() < copy.until ? copy.user : shared.user);
    return {
      getUser: vi.fn(async (): Promise<SessionUser | null> => read()),
      signinRedirect: vi.fn(async () => undefined),
      signinRedirectCallback: vi.fn(async (_url: string) => {
        signIn();
        return shared.user as SessionUser;
      }),
      signinSilent: vi.fn(async (): Promise<SessionUser | null> => {
        const spent = read()?.refresh_token;
        await Promise.resolve();
        if (spent !== shared.user?.refresh_token) {
          shared.reused += 1;
          throw new Error('invalid_grant');
        }
        const before = shared.user;
        shared.user = issue();
        for (const other of copies.filter((each) => each !== copy)) {
          other.user = before;
          other.until = Date.now() + storageLagMs;
        }
        return shared.user;
      }),
      revokeTokens: vi.fn(async (_types?: Array<'access_token' | 'refresh_token'>) => {
        shared.revoked += 1;
      }),
      removeUser: vi.fn(async () => {
        shared.user = null;
      }),
      signoutRedirect: vi.fn(
        async (_args: { id_token_hint?: string; post_logout_redirect_uri?: string }) => undefined,
      ),
    };
  };
  // One lock, granted in turn; `ifAvailable` is refused while it is held or asked for.
  let queue = Promise.resolve();
  let asked = 0;
  const locks: LockRequester = {
    request<T>(
      _name: string,
      lockOptions: { ifAvailable?: boolean },
      callback: (lock: unknown) => Promise<T>,
    ) {
      if (lockOptions.ifAvailable && asked > 0) return callback(null);
      asked += 1;
      const result = queue.then(() => callback({}));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result.finally(() => {
        asked -= 1;
      });
    },
  };
  const tabs: Array<(message: SessionMessage) => void> = [];
  const channel = (): SessionChannel => {
    let listener: ((event: MessageEvent<SessionMessage>) => void) | undefined;
    const deliver = (message: SessionMessage) =>
      listener?.({ data: message } as MessageEvent<SessionMessage>);
    tabs.push(deliver);
    return {
      postMessage: (message) =>
        tabs.filter((tab) => tab !== deliver).forEach((tab) => tab(message)),
      addEventListener: (_type, next) => {
        listener = next;
      },
      close: () => undefined,
    };
  };
  return { shared, oidc, locks, channel, signIn };
}

function openTab(
  browser: ReturnType<typeof createBrowser>,
  extra: Partial<PortalSessionOptions> = {},
) {
  const oidc = browser.oidc();
  const navigate = vi.fn();
  const notify = vi.fn();
  const onLoggedOut = vi.fn();
  const storage = createPortalStorage(localStorage);
  const session = createPortalSession({
    oidc,
    accessTokenLifetimeSeconds: lifetime,
    storage,
    userStoreKey: 'oidc.user:issuer:loci-portal',
    navigate,
    notify,
    onLoggedOut,
    postLogoutRedirectUri: 'http://localhost/',
    locks: browser.locks,
    channel: browser.channel(),
    now,
    checkIntervalMs: 60_000,
    ...extra,
  });
  return { session, oidc, navigate, notify, onLoggedOut, storage };
}

describe('portal session', () => {
  beforeEach(() => {
    localStorage.clear();
    clock = 1_700_000_000_000;
  });

  it('is logged out when no user is stored', async () => {
    const tab = openTab(createBrowser());
    expect(tab.session.snapshot().status).toBe('unknown');
    await tab.session.start();
    expect(tab.session.snapshot().status).toBe('logged-out');
    expect(tab.session.accessToken()).toBeNull();
    tab.session.dispose();
  });

  it('is logged in with the stored user after a recent activity', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    tab.storage.write('lastActivity', clock - 10_000);
    await tab.session.start();
    expect(tab.session.snapshot()).toEqual({
      status: 'logged-in',
      subject: 'dr.ada',
      authProblem: null,
    });
    expect(tab.session.accessToken()).toBe('access-0');
    tab.session.dispose();
  });

  it('completes the sign-in redirect and starts the activity clock', async () => {
    const browser = createBrowser();
    const tab = openTab(browser);
    await tab.session.completeSignIn('http://localhost/signin-callback?code=x&state=y');
    expect(tab.session.snapshot().status).toBe('logged-in');
    expect(tab.storage.read('lastActivity')).toBe(clock);
    // A second call (React's strict mode runs effects twice) shares the first.
    await tab.session.completeSignIn('http://localhost/signin-callback?code=x&state=y');
    expect(tab.oidc.signinRedirectCallback).toHaveBeenCalledTimes(1);
    tab.session.dispose();
  });

  it('logs out with login-flow-error when the sign-in redirect cannot be completed', async () => {
    const browser = createBrowser();
    const tab = openTab(browser);
    tab.oidc.signinRedirectCallback.mockRejectedValueOnce(new Error('state mismatch'));
    await expect(tab.session.completeSignIn('http://localhost/signin-callback')).rejects.toThrow();
    expect(tab.navigate).toHaveBeenCalledWith('/?logout-reason=login-flow-error');
    tab.session.dispose();
  });

  it('logs out with session-timeout when last activity plus the token lifetime is past', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    tab.storage.write('cart', [{ code: '706', indent: 0 }]);
    tab.storage.write('lastActivity', clock - lifetime * 1000 - 1);
    await tab.session.start();
    expect(tab.navigate).toHaveBeenCalledWith('/?logout-reason=session-timeout');
    expect(tab.session.snapshot().status).toBe('logged-out');
    expect(tab.storage.read('cart')).toBeNull();
    expect(browser.shared.revoked).toBe(1);
    expect(browser.shared.user).toBeNull();
    expect(tab.onLoggedOut).toHaveBeenCalled();
    tab.session.dispose();
  });

  it('times out a running session on the next check', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    clock += (lifetime + 1) * 1000;
    await tab.session.check();
    expect(tab.navigate).toHaveBeenCalledWith('/?logout-reason=session-timeout');
    tab.session.dispose();
  });

  it('keeps the session alive while the user is active', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    clock += (lifetime - 30) * 1000;
    tab.session.recordActivity();
    clock += 60_000;
    await tab.session.check();
    expect(tab.navigate).not.toHaveBeenCalled();
    tab.session.dispose();
  });

  it('renews the token within 60 s of expiry, once per 5 s however often asked', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    clock += (lifetime - 61) * 1000;
    tab.session.recordActivity();
    await tab.session.check();
    expect(tab.oidc.signinSilent).not.toHaveBeenCalled();
    clock += 2000;
    await Promise.all([tab.session.check(), tab.session.refresh(), tab.session.refresh()]);
    expect(tab.oidc.signinSilent).toHaveBeenCalledTimes(1);
    expect(tab.session.accessToken()).toBe('access-1');
    tab.session.dispose();
  });

  it('refreshes once across tabs: the second tab uses the tokens the first one got', async () => {
    const browser = createBrowser();
    browser.signIn();
    const first = openTab(browser);
    const second = openTab(browser);
    await Promise.all([first.session.start(), second.session.start()]);
    clock += (lifetime - 30) * 1000;
    first.session.recordActivity();
    await Promise.all([first.session.check(), second.session.check()]);
    expect(browser.shared.refreshes).toBe(1);
    expect(first.session.accessToken()).toBe('access-1');
    expect(second.session.accessToken()).toBe('access-1');
    first.session.dispose();
    second.session.dispose();
  });

  it('refreshes once across tabs when the first tab’s new tokens reach the second tab’s storage after the lock', async () => {
    // Seen in a browser: two tabs due together, the second waiting for the lock, then reading its
    // own copy of storage before the first tab's write reached it, and renewing with the refresh
    // token just spent. The identity provider refused it and every tab was signed out.
    const browser = createBrowser({ storageLagMs: 100 });
    browser.signIn();
    const first = openTab(browser, { renewalSettleMs: 0 });
    const second = openTab(browser, { renewalSettleMs: 0 });
    await Promise.all([first.session.start(), second.session.start()]);
    clock += (lifetime - 30) * 1000;
    first.session.recordActivity();
    await Promise.all([first.session.check(), second.session.check()]);
    expect(browser.shared.reused).toBe(0);
    expect(browser.shared.refreshes).toBe(1);
    expect(second.session.accessToken()).toBe('access-1');
    expect(second.navigate).not.toHaveBeenCalled();
    first.session.dispose();
    second.session.dispose();
  });

  it('holds the renewal lock a moment after renewing, so a tab that asks just after finds the new tokens', async () => {
    const browser = createBrowser({ storageLagMs: 100 });
    browser.signIn();
    const first = openTab(browser, { renewalSettleMs: 150, renewalCatchUpMs: 0 });
    const second = openTab(browser, { renewalSettleMs: 150, renewalCatchUpMs: 0 });
    await Promise.all([first.session.start(), second.session.start()]);
    clock += (lifetime - 30) * 1000;
    first.session.recordActivity();
    const renewing = first.session.check();
    // The second tab asks once the first has its tokens but before its own copy has them.
    await vi.waitFor(() => expect(browser.shared.refreshes).toBe(1));
    await second.session.check();
    await renewing;
    expect(browser.shared.reused).toBe(0);
    expect(second.session.accessToken()).toBe('access-1');
    first.session.dispose();
    second.session.dispose();
  });

  it('logs out with session-timeout when the refresh fails', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    tab.oidc.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'));
    clock += (lifetime - 10) * 1000;
    tab.session.recordActivity();
    await tab.session.check();
    expect(tab.navigate).toHaveBeenCalledWith('/?logout-reason=session-timeout');
    tab.session.dispose();
  });

  it('keeps the session and says so once while the identity provider cannot be reached, and renews once it is back', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    tab.oidc.signinSilent
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new Error('Bad Gateway (502)'));
    clock += (lifetime - 10) * 1000;
    tab.session.recordActivity();
    await tab.session.check();
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(tab.session.snapshot().status).toBe('logged-in');
    expect(tab.notify).toHaveBeenCalledWith({
      severity: 'error',
      message:
        'An unexpected error occurred: The sign-in service cannot be reached. What you entered is kept, and the session resumes when the service is back.',
    });
    // Still unreachable after the 5 s debounce: said once, not again.
    clock += 6000;
    tab.session.recordActivity();
    await tab.session.check();
    expect(tab.notify).toHaveBeenCalledTimes(1);
    expect(tab.navigate).not.toHaveBeenCalled();
    // Back: the next check renews the tokens.
    clock += 6000;
    tab.session.recordActivity();
    await tab.session.check();
    expect(tab.session.accessToken()).toBe('access-1');
    expect(tab.session.snapshot().status).toBe('logged-in');
    expect(tab.navigate).not.toHaveBeenCalled();
    tab.session.dispose();
  });

  it('warns when a sign-in starts while another is in progress, and keeps the landing address', async () => {
    const tab = openTab(createBrowser());
    await tab.session.signIn('/user-account#patients/42');
    await tab.session.signIn('/user-account#patients/42');
    expect(tab.oidc.signinRedirect).toHaveBeenCalledTimes(1);
    expect(tab.notify).toHaveBeenCalledWith({
      severity: 'warn',
      message: 'Another login operation is already in progress.',
    });
    expect(tab.storage.read('postLoginLanding')).toBe('/user-account#patients/42');
    tab.session.dispose();
  });

  it('signs out at the identity provider when the user asks, and signs out every tab', async () => {
    const browser = createBrowser();
    browser.signIn();
    const first = openTab(browser);
    const second = openTab(browser);
    await Promise.all([first.session.start(), second.session.start()]);
    await first.session.logout('user-request');
    expect(first.oidc.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token',
      post_logout_redirect_uri: 'http://localhost/',
    });
    expect(first.navigate).not.toHaveBeenCalled();
    expect(second.session.snapshot().status).toBe('logged-out');
    expect(second.navigate).toHaveBeenCalledWith('/');
    expect(second.onLoggedOut).toHaveBeenCalled();
    first.session.dispose();
    second.session.dispose();
  });

  it('follows another tab that removed the user from storage', async () => {
    const browser = createBrowser();
    browser.signIn();
    const events = new EventTarget();
    const tab = openTab(browser, { events: events as unknown as Window, channel: undefined });
    await tab.session.start();
    events.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'oidc.user:issuer:loci-portal', newValue: null }),
    );
    await Promise.resolve();
    expect(tab.session.snapshot().status).toBe('logged-out');
    expect(tab.navigate).toHaveBeenCalledWith('/');
    tab.session.dispose();
  });
});

describe('the page a timed-out session was on', () => {
  beforeEach(() => {
    localStorage.clear();
    clock = 1_700_000_000_000;
  });

  it('is named to the home page, so that signing in again lands there', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser, {
      currentPlace: () => '/user-account?view=compact#patients/42?name=Okafor',
    });
    await tab.session.start();
    clock += (lifetime + 1) * 1000;
    await tab.session.check();
    expect(tab.navigate).toHaveBeenCalledWith(
      '/?logout-reason=session-timeout&returnTo=%2Fuser-account%3Fview%3Dcompact%23patients%2F42%3Fname%3DOkafor',
    );
    tab.session.dispose();
  });

  it('is named by every tab the timeout signs out, each its own page', async () => {
    const browser = createBrowser();
    browser.signIn();
    const first = openTab(browser, { currentPlace: () => '/user-account#reports' });
    const second = openTab(browser, { currentPlace: () => '/tests/search?term=BRCA' });
    await Promise.all([first.session.start(), second.session.start()]);
    await first.session.logout('session-timeout');
    expect(first.navigate).toHaveBeenCalledWith(
      '/?logout-reason=session-timeout&returnTo=%2Fuser-account%23reports',
    );
    expect(second.navigate).toHaveBeenCalledWith(
      '/?logout-reason=session-timeout&returnTo=%2Ftests%2Fsearch%3Fterm%3DBRCA',
    );
    first.session.dispose();
    second.session.dispose();
  });

  it('is not named for the home page itself, nor for any other reason', async () => {
    const browser = createBrowser();
    browser.signIn();
    const home = openTab(browser, { currentPlace: () => '/?tab=news' });
    await home.session.start();
    await home.session.logout('session-timeout');
    expect(home.navigate).toHaveBeenCalledWith('/?logout-reason=session-timeout');
    home.session.dispose();

    const other = openTab(createBrowser(), { currentPlace: () => '/user-account#reports' });
    other.oidc.signinRedirectCallback.mockRejectedValueOnce(new Error('state mismatch'));
    await expect(
      other.session.completeSignIn('http://localhost/signin-callback'),
    ).rejects.toThrow();
    expect(other.navigate).toHaveBeenCalledWith('/?logout-reason=login-flow-error');
    other.session.dispose();
  });
});

describe('portal session while logging out', () => {
  beforeEach(() => localStorage.clear());

  it('ignores sign-in requests made as the session ends', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    const ending = tab.session.logout('session-timeout');
    await tab.session.signIn('/user-account#simple-orders');
    await ending;
    expect(tab.oidc.signinRedirect).not.toHaveBeenCalled();
    expect(tab.storage.read('postLoginLanding')).toBeNull();
    tab.session.dispose();
  });
});

describe('refresh tokens the portal can read', () => {
  const jwt = (claims: object) =>
    ['e30', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'signature'].join('.');

  it('flags a JWT refresh token without an expiry claim (auth-failed, unknown-error)', async () => {
    const browser = createBrowser();
    browser.signIn();
    browser.shared.user = { ...browser.shared.user!, refresh_token: jwt({ sub: 'dr.ada' }) };
    const tab = openTab(browser);
    await tab.session.start();
    expect(tab.session.snapshot().authProblem).toBe('unknown-error');
    tab.session.dispose();
  });

  it('accepts a JWT refresh token with an expiry, and an opaque one', async () => {
    const browser = createBrowser();
    browser.signIn();
    browser.shared.user = { ...browser.shared.user!, refresh_token: jwt({ exp: 2_000_000_000 }) };
    const tab = openTab(browser);
    await tab.session.start();
    expect(tab.session.snapshot().authProblem).toBeNull();
    expect(readableRefreshTokenClaims('opaque-token')).toBeNull();
    tab.session.dispose();
  });
});

describe('one refresh across tabs when a tab already holds the renewed tokens', () => {
  beforeEach(() => {
    localStorage.clear();
    clock = 1_700_000_000_000;
  });

  it('does not renew again when the stored tokens are fresh (picked up from another tab)', async () => {
    const browser = createBrowser();
    browser.signIn();
    const first = openTab(browser);
    const events = new EventTarget();
    const second = openTab(browser, { events: events as unknown as Window });
    await Promise.all([first.session.start(), second.session.start()]);
    clock += (lifetime - 30) * 1000;
    first.session.recordActivity();
    // The first tab renews and the second picks the new tokens up from the storage event…
    await first.session.check();
    events.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'oidc.user:issuer:loci-portal', newValue: '{}' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.session.accessToken()).toBe('access-1');
    // …then asks for a renewal its timer decided on before: the stored tokens are fresh, nothing is spent.
    await second.session.refresh();
    expect(browser.shared.refreshes).toBe(1);
    expect(second.session.accessToken()).toBe('access-1');
    first.session.dispose();
    second.session.dispose();
  });

  it('renews a token the API refused even when it is not yet due', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    await tab.session.refresh('access-0');
    expect(browser.shared.refreshes).toBe(1);
    expect(tab.session.accessToken()).toBe('access-1');
    tab.session.dispose();
  });

  it('uses newer stored tokens instead of renewing when the refused token was already replaced', async () => {
    const browser = createBrowser();
    browser.signIn();
    const tab = openTab(browser);
    await tab.session.start();
    browser.shared.user = { ...browser.shared.user!, access_token: 'access-from-other-tab' };
    await tab.session.refresh('access-0');
    expect(browser.shared.refreshes).toBe(0);
    expect(tab.session.accessToken()).toBe('access-from-other-tab');
    tab.session.dispose();
  });
});
