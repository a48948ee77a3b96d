import type { ReactNode } from 'react';

/** An error as callers hold it: one text, or the server's list for a field (spec §8). */
export type FieldErrorValue = ReactNode | readonly string[];

/** Only the first message of a field is ever shown (spec §5). */
export function firstMessage(error: FieldErrorValue): ReactNode {
  if (Array.isArray(error)) return error[0];
  return error as ReactNode;
}
