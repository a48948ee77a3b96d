/** The profile area: personal and company info, password change and reset, verification, support. */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { normalizeEmail } from '../accounts/create-account.js';
import { consumeEmailToken } from '../accounts/email-tokens.js';
import { loadProfile } from '../accounts/load-profile.js';
import { sendResetMail, sendVerificationMail } from '../accounts/verification.js';
import type { Session } from '../app-env.js';
import { revokeSubjectSessions } from '../auth/sessions.js';
import { accounts, emailTokens, pbxUsers, rootUsers, sessions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid, notFound } from '../lib/http-error.js';
import { deliveryFailureLogged } from '../mail/mailer.js';
import { supportMail } from '../mail/templates.js';
import { rateLimit } from '../middleware/rate-limit.js';

export default function profileRoutes(deps: Deps) {
  const { limits } = deps.config;
  const byAccount = (c: { get(key: 'session'): Session }) => String(c.get('session').accountId);

  return contractRoutes(deps)
    .on(ep.me, async (c) => c.json(await loadProfile(deps, c.get('session'))))

    .on(ep.profile, async (c) => c.json(await loadProfile(deps, c.get('session'))))

    .on(ep.updateProfile, async (c, input) => {
      const session = c.get('session');
      const email = normalizeEmail(input.email);
      const now = deps.clock.now();
      const [before] = await deps.db.select().from(rootUsers).where(eq(rootUsers.id, session.subjectId));
      if (!before) throw notFound();
      const emailChanged = before.email !== email;
      try {
        await deps.db
          .update(rootUsers)
          .set({
            name: input.name.trim(),
            email,
            ...(input.user_phonenumber !== undefined ? { phone: input.user_phonenumber || null } : {}),
            ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
            ...(input.user_lang !== undefined ? { userLang: input.user_lang } : {}),
            // A new address is unproven until its own link is opened.
            ...(emailChanged ? { emailVerifiedAt: null } : {}),
            updatedAt: now,
          })
          .where(eq(rootUsers.id, session.subjectId));
      } catch (error) {
        if (isUniqueViolation(error, 'root_users_email_unique'))
          throw invalid('email', apiMessages.emailTaken);
        throw error;
      }
      if (emailChanged) {
        // Links mailed to the old address must not verify the new one.
        await deps.db
          .update(emailTokens)
          .set({ usedAt: now })
          .where(and(eq(emailTokens.rootUserId, session.subjectId), isNull(emailTokens.usedAt)));
        await sendVerificationMail(deps, { id: session.subjectId, name: input.name.trim(), email }).catch(
          deliveryFailureLogged,
        );
      }
      return c.json(await loadProfile(deps, session));
    })

    .on(ep.updateCompany, async (c, input) => {
      const session = c.get('session');
      await deps.db
        .update(accounts)
        .set({
          companyName: input.company_name.trim(),
          vatNumber: input.vat_number.trim(),
          companyAddress: input.company_address.trim(),
          companyCountry: input.company_country.trim(),
          companyManager: input.company_manager.trim(),
          companyEmail: input.company_email.trim(),
          updatedAt: deps.clock.now(),
        })
        .where(eq(accounts.id, session.accountId));
      return c.json(await loadProfile(deps, session));
    })

    .on(
      ep.changePassword,
      async (c, input) => {
        const session = c.get('session');
        const table = session.kind === 'root' ? rootUsers : pbxUsers;
        const [row] = await deps.db
          .select({ passwordHash: table.passwordHash })
          .from(table)
          .where(and(eq(table.id, session.subjectId), eq(table.accountId, session.accountId)));
        if (!row || !(await deps.passwords.verify(row.passwordHash, input.user_old_pwd))) {
          throw invalid('user_old_pwd', apiMessages.oldPasswordIncorrect);
        }
        const passwordHash = await deps.passwords.hash(input.user_new_pwd);
        await deps.db
          .update(table)
          .set({ passwordHash, updatedAt: deps.clock.now() })
          .where(and(eq(table.id, session.subjectId), eq(table.accountId, session.accountId)));
        // Other devices logged in with the old password are signed out; this one stays.
        await deps.db
          .update(sessions)
          .set({ revokedAt: deps.clock.now(), revokedReason: 'password changed' })
          .where(
            and(
              eq(sessions.subjectKind, session.kind),
              eq(sessions.subjectId, session.subjectId),
              ne(sessions.id, session.sessionId),
              isNull(sessions.revokedAt),
            ),
          );
        return c.json({ message: apiMessages.passwordSaved, type: 'success' as const });
      },
      {
        use: [
          rateLimit(
            deps,
            limits.login,
            (c) => `password/${c.get('session').kind}:${c.get('session').subjectId}`,
          ),
        ],
      },
    )

    .on(
      ep.forgotPassword,
      async (c) => {
        const email = normalizeEmail(c.req.param('email') ?? '');
        const [owner] = await deps.db
          .select({ id: rootUsers.id, name: rootUsers.name, email: rootUsers.email })
          .from(rootUsers)
          .where(eq(rootUsers.email, email));
        // Spec §8 wants this answer for unknown addresses, at the price of revealing which exist;
        // the rate limit above keeps that from being used as a bulk lookup.
        if (!owner) throw notFound(apiMessages.unknownEmail);
        await sendResetMail(deps, owner);
        return c.json({ message: apiMessages.resetLinkSent });
      },
      { use: [rateLimit(deps, limits.forgotPassword, (c) => normalizeEmail(c.req.param('email') ?? ''))] },
    )

    .on(ep.resetPassword, async (c, input) => {
      const ownerId = await consumeEmailToken(deps, input.token, 'reset');
      if (ownerId === null) throw invalid('token', apiMessages.resetTokenInvalid);
      const now = deps.clock.now();
      await deps.db
        .update(rootUsers)
        .set({ passwordHash: await deps.passwords.hash(input.password), updatedAt: now })
        .where(eq(rootUsers.id, ownerId));
      // Opening the mailed link proves the address too.
      await deps.db
        .update(rootUsers)
        .set({ emailVerifiedAt: now })
        .where(and(eq(rootUsers.id, ownerId), isNull(rootUsers.emailVerifiedAt)));
      await revokeSubjectSessions(deps, { kind: 'root', subjectId: ownerId }, 'password reset');
      return c.json({ message: apiMessages.passwordReset });
    })

    .on(
      ep.resendActivation,
      async (c) => {
        const session = c.get('session');
        const [owner] = await deps.db.select().from(rootUsers).where(eq(rootUsers.id, session.subjectId));
        if (!owner) throw notFound();
        if (owner.emailVerifiedAt) return c.json({ message: apiMessages.alreadyVerified });
        await sendVerificationMail(deps, owner);
        return c.json({ message: apiMessages.verificationSent });
      },
      { use: [rateLimit(deps, limits.resendActivation, byAccount)] },
    )

    .on(
      ep.storeSupport,
      async (c, input) => {
        const session = c.get('session');
        const profile = await loadProfile(deps, session);
        await deps.mailer.send(
          supportMail(
            deps.config.supportEmail,
            { email: profile.user_info.email, name: profile.user_info.name, accountId: session.accountId },
            {
              service: input.support_service,
              department: input.support_department,
              text: input.support_message,
            },
          ),
        );
        return c.json({ message: apiMessages.supportSent });
      },
      { use: [rateLimit(deps, limits.support, byAccount)] },
    ).app;
}
