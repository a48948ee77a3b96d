/**
 * Two-factor login (TOTP with recovery codes) for account owners and administrators: the login's
 * second step, enrolling at login when the provider requires it, turning it on and off in the
 * profile, and the provider's requirement per account. Every code-taking endpoint is rate-limited
 * per address and per person from any address.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { loginAnswer } from '../auth/root-login.js';
import {
  acceptedStep,
  isRecoveryCodeShape,
  newRecoveryCodes,
  newSetup,
  readChallenge,
  recoveryCodeHash,
} from '../auth/two-factor.js';
import type { Database } from '../db/database.js';
import { accounts, recoveryCodes, rootUsers, twoFactorPolicies, twoFactorSecrets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { forbidden, httpError, invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { seal, unseal } from '../lib/sealed.js';
import { rateLimit } from '../middleware/rate-limit.js';

type TwoFactorDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

export async function isRequired(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: twoFactorPolicies.required })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.accountId, accountId));
  return row?.required === true;
}

async function secretOf(db: Database, rootUserId: number) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.rootUserId, rootUserId));
  return row ?? null;
}

/** What the password step asks next: a code, an enrolment the provider requires, or nothing. */
export async function secondStepFor(db: Database, owner: { id: number; accountId: number }) {
  const secret = await secretOf(db, owner.id);
  if (secret?.enabledAt) return 'code' as const;
  return (await isRequired(db, owner.accountId)) ? ('setup' as const) : null;
}

/**
 * Checks a code against the person's authenticator (taking its time step, so it is good once) or
 * their unused recovery codes (spending one). `pending` accepts the secret being enrolled.
 */
async function spendCode(
  deps: TwoFactorDeps,
  rootUserId: number,
  code: string,
  pending = false,
): Promise<boolean> {
  const secret = await secretOf(deps.db, rootUserId);
  if (!secret || (!pending && !secret.enabledAt)) return false;
  if (isRecoveryCodeShape(code)) {
    if (pending) return false;
    const spent = await deps.db
      .update(recoveryCodes)
      .set({ usedAt: deps.clock.now() })
      .where(
        and(
          eq(recoveryCodes.rootUserId, rootUserId),
          eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }
  const step = acceptedStep(
    unseal(deps.config.jwtSecret, 'totp-secret', secret.secret),
    code.trim(),
    deps.clock.now(),
    secret.lastStep,
  );
  if (step === null) return false;
  // Two requests with the same code: only one moves the step on.
  const taken = await deps.db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactorSecrets.rootUserId, rootUserId),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ step: twoFactorSecrets.lastStep });
  return taken.length === 1;
}

/** Turns the enrolled secret on and gives ten new recovery codes (the old ones end). */
async function enable(deps: TwoFactorDeps, rootUserId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: deps.clock.now() })
      .where(eq(twoFactorSecrets.rootUserId, rootUserId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.rootUserId, rootUserId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ rootUserId, codeHash: recoveryCodeHash(code) })));
  });
  return codes;
}

/** Stores a new secret, not yet on, and answers what the authenticator app needs. */
async function startEnrolment(deps: TwoFactorDeps, owner: { id: number; email: string }) {
  const setup = await newSetup(owner.email);
  const secret = seal(deps.config.jwtSecret, 'totp-secret', setup.secret);
  await deps.db
    .insert(twoFactorSecrets)
    .values({ rootUserId: owner.id, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.rootUserId,
      set: { secret, enabledAt: null, lastStep: null },
    });
  return setup;
}

async function status(db: Database, rootUserId: number, accountId: number) {
  const secret = await secretOf(db, rootUserId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.rootUserId, rootUserId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: secret?.enabledAt != null,
    required: await isRequired(db, accountId),
    recovery_codes_left: secret?.enabledAt ? (left?.n ?? 0) : 0,
  };
}

export default function twoFactorRoutes(deps: Deps) {
  const { limits } = deps.config;
  const wrongCode = () => invalid('code', apiMessages.twoFactorCodeWrong);

  /** The root user a valid challenge names; a forged or expired one is a 401. */
  const challenged = async (token: string) => {
    const challenge = await readChallenge(deps.config.jwtSecret, token, deps.clock.now());
    const [owner] = challenge
      ? await deps.db.select().from(rootUsers).where(eq(rootUsers.id, challenge.rootUserId))
      : [];
    if (!challenge || !owner) throw httpError(401, apiMessages.twoFactorChallengeExpired);
    return { owner, remember: challenge.remember };
  };

  /** Rate-limit key: the person a valid challenge names ('' for anything else: the address alone). */
  const challengeKey = async (c: Context<AppEnv>) => {
    const body: unknown = await c.req.json().catch(() => null);
    const token =
      body !== null && typeof body === 'object' ? (body as { challenge?: unknown }).challenge : null;
    const challenge =
      typeof token === 'string' ? await readChallenge(deps.config.jwtSecret, token, deps.clock.now()) : null;
    return challenge ? `root:${challenge.rootUserId}` : '';
  };
  const codeLimits = [
    rateLimit(deps, limits.twoFactor, challengeKey),
    rateLimit(deps, limits.twoFactorPerAccount, challengeKey, { byIp: false }),
  ];
  const profileLimits = [
    rateLimit(deps, limits.twoFactor, (c) => `root:${c.get('session').subjectId}`, { byIp: false }),
  ];

  /** The session's root user: two-factor login is theirs, not a user's within the account. */
  const rootOf = async (c: Context<AppEnv>) => {
    const session = c.get('session');
    if (session.kind !== 'root' || session.actorId !== null) throw forbidden(apiMessages.twoFactorForOwners);
    const [owner] = await deps.db.select().from(rootUsers).where(eq(rootUsers.id, session.subjectId));
    if (!owner) throw notFound();
    return owner;
  };

  return contractRoutes(deps)
    .on(
      ep.twoFactorLogin,
      async (c, input) => {
        const { owner, remember } = await challenged(input.challenge);
        const secret = await secretOf(deps.db, owner.id);
        const enrolling = !secret?.enabledAt && (await isRequired(deps.db, owner.accountId));
        if (!(await spendCode(deps, owner.id, input.code, enrolling))) throw wrongCode();
        const codes = enrolling ? await enable(deps, owner.id) : undefined;
        return c.json({
          ...(await loginAnswer(deps, owner, remember)),
          ...(codes ? { recovery_codes: codes } : {}),
        });
      },
      { use: codeLimits },
    )
    .on(
      ep.twoFactorLoginSetup,
      async (c, input) => {
        const { owner } = await challenged(input.challenge);
        if ((await secondStepFor(deps.db, owner)) !== 'setup')
          throw httpError(409, apiMessages.twoFactorAlreadyOn);
        return c.json(await startEnrolment(deps, owner));
      },
      { use: codeLimits },
    )
    .on(ep.twoFactor, async (c) => {
      const owner = await rootOf(c);
      return c.json(await status(deps.db, owner.id, owner.accountId));
    })
    .on(ep.startTwoFactor, async (c) => {
      const owner = await rootOf(c);
      if ((await secretOf(deps.db, owner.id))?.enabledAt)
        throw httpError(409, apiMessages.twoFactorAlreadyOn);
      return c.json(await startEnrolment(deps, owner));
    })
    .on(
      ep.confirmTwoFactor,
      async (c, input) => {
        const owner = await rootOf(c);
        const secret = await secretOf(deps.db, owner.id);
        if (!secret) throw invalid('code', apiMessages.twoFactorNotStarted);
        if (secret.enabledAt) throw httpError(409, apiMessages.twoFactorAlreadyOn);
        if (!(await spendCode(deps, owner.id, input.code, true))) throw wrongCode();
        return c.json({ recovery_codes: await enable(deps, owner.id) });
      },
      { use: profileLimits },
    )
    .on(
      ep.disableTwoFactor,
      async (c, input) => {
        const owner = await rootOf(c);
        if (await isRequired(deps.db, owner.accountId)) throw invalid('code', apiMessages.twoFactorRequired);
        if (!(await spendCode(deps, owner.id, input.code))) throw wrongCode();
        await deps.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.rootUserId, owner.id));
        await deps.db.delete(recoveryCodes).where(eq(recoveryCodes.rootUserId, owner.id));
        return c.json(await status(deps.db, owner.id, owner.accountId));
      },
      { use: profileLimits },
    )
    .on(ep.setTwoFactorPolicy, async (c, input) => {
      const accountId = idParam(c);
      const [account] = await deps.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) throw notFound();
      await deps.db
        .insert(twoFactorPolicies)
        .values({ accountId, required: input.required })
        .onConflictDoUpdate({
          target: twoFactorPolicies.accountId,
          set: { required: input.required, updatedAt: deps.clock.now() },
        });
      return c.json({ account_id: accountId, required: input.required });
    }).app;
}
