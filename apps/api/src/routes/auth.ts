/** Register, logins, refresh, logout, impersonation and email verification. */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { createAccount, normalizeEmail } from '../accounts/create-account.js';
import { consumeEmailToken } from '../accounts/email-tokens.js';
import { sendVerificationMail } from '../accounts/verification.js';
import { endImpersonation, startImpersonation } from '../auth/impersonation.js';
import { verifyPassword } from '../auth/passwords.js';
import { loginAnswer, redirectFor } from '../auth/root-login.js';
import { revokeSession, rotateRefreshToken, startSession } from '../auth/sessions.js';
import { signChallenge } from '../auth/two-factor.js';
import { pbxUsers, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { bearerToken } from '../lib/bearer.js';
import { clientIp } from '../lib/client-ip.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError, notFound, unauthorized } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { sha256 } from '../lib/random.js';
import { deliveryFailureLogged } from '../mail/mailer.js';
import { bodyField, loginLimits, rateLimit } from '../middleware/rate-limit.js';
import { secondStepFor } from './two-factor.js';

export default function authRoutes(deps: Deps) {
  const { limits } = deps.config;
  const invalidCredentials = () => httpError(401, apiMessages.invalidCredentials);

  return contractRoutes(deps)
    .on(
      ep.register,
      async (c, input) => {
        const { accountId, owner } = await createAccount(deps, input);
        // The account exists either way; a failed mail is logged and can be resent from the profile.
        await sendVerificationMail(deps, owner).catch(deliveryFailureLogged);
        const pair = await startSession(deps, {
          kind: 'root',
          subjectId: owner.id,
          accountId,
          isAdmin: false,
        });
        return c.json({ ...pair, redirect: redirectFor(false, false) }, 201);
      },
      { use: [rateLimit(deps, limits.register)] },
    )

    .on(
      ep.rootLogin,
      async (c, input) => {
        const [owner] = await deps.db
          .select()
          .from(rootUsers)
          .where(eq(rootUsers.email, normalizeEmail(input.email)));
        if (!(await verifyPassword(deps.passwords, owner?.passwordHash, input.password)) || !owner) {
          throw invalidCredentials();
        }
        const remember = input.remember === true;
        const next = await secondStepFor(deps.db, owner);
        if (next) {
          const challenge = await signChallenge(
            deps.config.jwtSecret,
            { rootUserId: owner.id, remember },
            deps.clock.now(),
          );
          return c.json({ two_factor: next, challenge });
        }
        return c.json(await loginAnswer(deps, owner, remember));
      },
      { use: [loginLimits(deps, bodyField('email'))] },
    )

    .on(
      ep.userLogin,
      async (c, input) => {
        const [row] = await deps.db
          .select({ user: pbxUsers, verifiedAt: rootUsers.emailVerifiedAt })
          .from(pbxUsers)
          .innerJoin(rootUsers, eq(rootUsers.accountId, pbxUsers.accountId))
          .where(
            and(
              eq(pbxUsers.accountId, input.client_id),
              eq(pbxUsers.username, input.username.trim()),
              eq(pbxUsers.isActive, true),
            ),
          );
        if (!(await verifyPassword(deps.passwords, row?.user.passwordHash, input.password)) || !row) {
          throw invalidCredentials();
        }
        const pair = await startSession(
          deps,
          { kind: 'user', subjectId: row.user.id, accountId: row.user.accountId, isAdmin: false },
          { remember: input.remember },
        );
        // A user within the account starts in the PBX users, the area their login acts in (decision 0006).
        return c.json({ ...pair, redirect: row.verifiedAt !== null ? '/xpbx/settings/users' : '/profile' });
      },
      {
        use: [
          loginLimits(
            deps,
            async (c) => `${await bodyField('client_id')(c)}/${await bodyField('username')(c)}`,
          ),
        ],
      },
    )

    .on(
      ep.refresh,
      async (c) => {
        const token = bearerToken(c);
        const pair = token ? await rotateRefreshToken(deps, token) : null;
        if (!pair) throw unauthorized();
        return c.json(pair);
      },
      { use: [rateLimit(deps, limits.refresh, (c) => sha256(bearerToken(c) ?? '').slice(0, 24))] },
    )

    .on(ep.logout, async (c) => {
      const session = c.get('session');
      const where = { ip: clientIp(c, deps.config.trustProxy), path: c.req.path };
      if (session.actorId !== null) await endImpersonation(deps, session.sessionId, 'returned', where);
      else await revokeSession(deps, session.sessionId, 'logout');
      return c.json({ message: apiMessages.loggedOut });
    })

    .on(ep.impersonate, async (c, input) => {
      const where = { ip: clientIp(c, deps.config.trustProxy), path: c.req.path };
      const pair = await startImpersonation(deps, c.get('session'), idParam(c), input.reason, where);
      if (!pair) throw notFound();
      return c.json(pair);
    })

    .on(ep.verifyEmail, async (c) => {
      const ownerId = await consumeEmailToken(deps, c.req.param('token') ?? '', 'verify');
      if (ownerId === null) throw notFound('This verification link is invalid or has expired');
      await deps.db
        .update(rootUsers)
        .set({ emailVerifiedAt: deps.clock.now() })
        .where(and(eq(rootUsers.id, ownerId), isNull(rootUsers.emailVerifiedAt)));
      // The link is opened from a mail client: send browsers on to the console.
      if (c.req.header('accept')?.includes('text/html'))
        return c.redirect(`${deps.config.publicUrl}/profile`, 302);
      return c.json({ message: apiMessages.emailVerified });
    }).app;
}
