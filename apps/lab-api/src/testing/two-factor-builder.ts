// Shared set-up of the two-step sign-in tests (issue 17): codes of the authenticator app, the
// password step of a sign-in, and the stored (sealed) secret of a user.
import { generate } from 'otplib';
import {
  openSignIn,
  pkcePair,
  type Browser,
  type Harness,
} from '../identity/identity-test-harness.js';
import type { TestDatabase } from './test-database.js';

/** The authenticator app's code for a secret, `offset` time steps (30 s) from now. */
export function codeFor(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** Opens a sign-in and posts the e-mail and password; answers the interaction, the answer and the PKCE verifier. */
export async function passwordStep(
  harness: Harness,
  browser: Browser,
  email: string,
  password: string,
) {
  const { verifier, challenge } = pkcePair();
  const interaction = await openSignIn(harness, browser, challenge);
  const response = await browser.post(`${interaction}/login`, { email, password });
  return { interaction, response, verifier };
}

/** The secret shown on an enrolment page (grouped by four for typing), without the spaces. */
export function secretOnEnrolPage(html: string): string {
  const grouped = /Enter this key in the app: <code>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1];
  if (!grouped) throw new Error('No secret on the enrolment page');
  return grouped.replaceAll(' ', '');
}

/** The user's TOTP secret as stored (sealed unless from before sealing). */
export async function storedSecret(database: TestDatabase, userId: string): Promise<string> {
  const row = await database.db
    .selectFrom('identity_two_factor')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.secret;
}
