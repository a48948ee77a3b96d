/** Access tokens: HS256 JWTs signed with jose; short-lived, checked against their session on use. */
import type { AccessTokenClaims, SubjectKind } from '@switchboard/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenSubject {
  kind: SubjectKind;
  subjectId: number;
  accountId: number;
  isAdmin: boolean;
  sessionId: string;
  /** The impersonating administrator's root user id. */
  actorId: number | null;
}

const ALG = 'HS256';

export async function signAccessToken(
  subject: TokenSubject,
  secret: Uint8Array,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Omit<AccessTokenClaims, 'sub' | 'iat' | 'exp'> = {
    kind: subject.kind,
    acc: subject.accountId,
    is_admin: subject.isAdmin,
    sid: subject.sessionId,
    ...(subject.actorId !== null ? { act: { sub: `root:${subject.actorId}` } } : {}),
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(`${subject.kind}:${subject.subjectId}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

/** The token's subject, or null when the signature, algorithm, expiry or shape is wrong. */
export async function readAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<TokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], currentDate: now });
    const match = /^(root|user):(\d+)$/.exec(payload.sub ?? '');
    const actor = /^root:(\d+)$/.exec((payload.act as { sub?: string } | undefined)?.sub ?? '');
    if (!match || typeof payload.acc !== 'number' || typeof payload.sid !== 'string') return null;
    return {
      kind: match[1] as SubjectKind,
      subjectId: Number(match[2]),
      accountId: payload.acc,
      isAdmin: payload.is_admin === true,
      sessionId: payload.sid,
      actorId: actor ? Number(actor[1]) : null,
    };
  } catch {
    return null;
  }
}
