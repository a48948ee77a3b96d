import type { IconName } from '../Icon/paths';

/** Toast types from spec §2: success, danger, light. */
export const toastKinds = ['success', 'danger', 'light'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** Spec §8 alert icons: success check, danger warning triangle, others exclamation circle. */
export const toastIcons: Record<ToastKind, IconName> = {
  success: 'checkCircle',
  danger: 'warningTriangle',
  light: 'exclamationCircle',
};

/** Spec §9: toasts auto-close after 5000 ms. */
export const TOAST_DURATION = 5000;
