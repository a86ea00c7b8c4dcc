// The lab desk's people area (issue 17): the lab's administrator resets a user's two-step
// sign-in (a lost phone and lost recovery codes). The user's sessions end at once, and their next
// sign-in asks for the password and then a new enrolment. One audit row per reset.
import { resetLabDeskSecondFactor } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/in-transaction.js';
import { HttpProblem } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { findUserByEmail } from '../identity/identity-users.js';
import { resetSecondFactor } from '../identity/two-factor.js';
import { endUserSessions } from '../identity/user-sessions.js';

const access = { scope: 'lab-staff' } as const;

export function registerLabDeskUserRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, resetLabDeskSecondFactor, {
    access,
    async handler({ input, db, audit }) {
      // Users of the embedded provider only; a lab's own IdP keeps its factors itself.
      const user = await findUserByEmail(db, input.body.Email);
      if (!user) {
        throw new HttpProblem(404, [
          { code: 'not_found', message: 'No user signs in with this e-mail', path: 'Email' },
        ]);
      }
      await inTransaction(db, async (trx) => {
        await resetSecondFactor(trx, user.id);
        await endUserSessions(trx, user.id);
      });
      await audit({
        action: 'labdesk.user.second_factor_reset',
        entityType: 'identity_user',
        entityId: user.id,
      });
      return { Email: user.email };
    },
  });
}
