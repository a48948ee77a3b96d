import type { IconName } from '../Icon/paths';

export const alertKinds = ['success', 'danger', 'info'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Spec §8 alert icons: success check, danger warning triangle, others exclamation circle. */
export const alertIcons: Record<AlertKind, IconName> = {
  success: 'checkCircle',
  danger: 'warningTriangle',
  info: 'exclamationCircle',
};
