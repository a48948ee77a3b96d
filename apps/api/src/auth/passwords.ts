/** Password hashing with Argon2id (the library's default algorithm and cost). */
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface Argon2Cost {
  /** KiB; the library default is 19456 (OWASP's minimum recommendation). */
  memoryCost?: number;
  timeCost?: number;
}

export function argon2Hasher(cost: Argon2Cost = {}): PasswordHasher {
  return {
    hash: (password) => hash(password, cost),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        // A malformed stored hash is a failed login, not a server error.
        return false;
      }
    },
  };
}

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Verifies against the stored hash, or, when there is no such user, against a throwaway hash, so
 * a login for an unknown name takes as long as a wrong password and does not reveal which it was.
 */
export async function verifyPassword(
  hasher: PasswordHasher,
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (stored !== undefined) return hasher.verify(stored, password);
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash('no such user');
    dummyHashes.set(hasher, dummy);
  }
  await hasher.verify(await dummy, password);
  return false;
}
