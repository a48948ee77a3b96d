import { holdsCardNumber } from './card-number.js';
import { fieldLabel } from './field-label.js';
import { messages } from './messages.js';
import { FORM_KEY } from './struct-errors.js';
import type { FieldErrors } from './types.js';

/** NUL, or a UTF-16 surrogate without its other half: PostgreSQL stores neither in text or jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export interface UnsafeInputOptions {
  /** 'allowed' only for the card provider's tokenisation, the one body a card number belongs in. */
  cardNumbers?: 'allowed' | 'refused';
}

/**
 * The fields of a parsed request body that no field accepts, with the rule set's words ('Enter
 * valid {Field}'; for a card number, a message that does not repeat it), checked once on the whole
 * body before any struct sees it:
 * - a card number in any field (card-number.ts), unless the body is the card provider's;
 * - text (values and keys) PostgreSQL cannot store: NUL and lone surrogates;
 * - objects with an own `toString` that is not a function: turning them into text (superstruct's
 *   messages print refused values) throws, and no body has a field of that name.
 * Walks without recursion, so any depth is safe (the caller bounds depth separately).
 */
export function unsafeInputErrors(body: unknown, options: UnsafeInputOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  const cards = options.cardNumbers !== 'allowed';
  // Each entry links to its parent's path, so a deep body costs no copying of paths.
  const pending: [unknown, Path | undefined][] = [[body, undefined]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, Path | undefined];
    const refuse = (message = messages.enterValid) => {
      const key = path ? keysOf(path).join('.') : FORM_KEY;
      if (!Object.hasOwn(errors, key)) errors[key] = message(fieldLabel(path?.key ?? 'value'));
    };
    if (typeof value === 'string') {
      if (!isStorableText(value)) refuse();
      else if (cards && holdsCardNumber(value)) refuse(messages.noCardNumber);
    } else if (typeof value === 'number') {
      if (cards && Number.isSafeInteger(value) && holdsCardNumber(String(value)))
        refuse(messages.noCardNumber);
    } else if (value !== null && typeof value === 'object') {
      if (
        Object.hasOwn(value, 'toString') &&
        typeof (value as { toString: unknown }).toString !== 'function'
      ) {
        refuse();
        continue;
      }
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) refuse();
        else pending.push([item, { key, parent: path }]);
      }
    }
  }
  return errors;
}

interface Path {
  key: string;
  parent: Path | undefined;
}

function keysOf(path: Path): string[] {
  const keys: string[] = [];
  for (let at: Path | undefined = path; at; at = at.parent) keys.unshift(at.key);
  return keys;
}

/** How deeply arrays and objects nest in a value (a scalar is 0), counted without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}
