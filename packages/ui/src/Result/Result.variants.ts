import type { IconName } from '../Icon/paths';

/** What a result page reports: done, failed, or something to know (a missing page, a pending step). */
export const resultKinds = ['success', 'danger', 'info'] as const;
export type ResultKind = (typeof resultKinds)[number];

/** The spec §8 icons: success check, danger warning triangle, others exclamation circle. */
export const resultIcons: Record<ResultKind, IconName> = {
  success: 'checkCircle',
  danger: 'warningTriangle',
  info: 'exclamationCircle',
};
