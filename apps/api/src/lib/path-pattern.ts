/**
 * An endpoint path as a regular expression matching its concrete paths: `:name` is one segment,
 * `*` anything (`/public/widget/:publicKey/email`, `/widget-assets/*`).
 */
export const pathPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );
