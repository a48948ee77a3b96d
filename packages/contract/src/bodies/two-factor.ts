/**
 * Two-factor login (TOTP, RFC 6238, with one-time recovery codes) for account owners and
 * administrators: the login's second step, and turning it on and off in the profile.
 */
import { boolean, type Infer, type } from 'superstruct';
import { text } from './fields.js';

const labels = { labels: { code: 'Code', challenge: 'Challenge' } };

/** A 6-digit code from the authenticator app, or a recovery code (`abcde-fghij`). */
const code = () => text('required|between:6-11', labels);

/** POST /admin/root-login/two-factor: the challenge the password step answered, and a code. */
export const twoFactorLoginBody = type({ challenge: text('required|between:20-2048', labels), code: code() });
export type TwoFactorLoginBody = Infer<typeof twoFactorLoginBody>;

/** POST /admin/root-login/two-factor/setup: an account that requires it, enrolling at login. */
export const twoFactorChallengeBody = type({ challenge: text('required|between:20-2048', labels) });
export type TwoFactorChallengeBody = Infer<typeof twoFactorChallengeBody>;

/** PUT /admin/profile/two-factor (confirm) and POST …/disable: a current code. */
export const twoFactorCodeBody = type({ code: code() });
export type TwoFactorCodeBody = Infer<typeof twoFactorCodeBody>;

/** PUT /admin/accounts/:id/two-factor: the provider requires it of an account, or stops. */
export const twoFactorPolicyBody = type({ required: boolean() });
export type TwoFactorPolicyBody = Infer<typeof twoFactorPolicyBody>;
