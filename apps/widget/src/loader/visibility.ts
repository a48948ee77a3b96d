import type { ChatVisibility } from '../config';

/** Below this width a visitor counts as on a mobile device. */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * Whether the floating button shows, given the appearance's chatVisibility and the device.
 * 'advanced' has no public rules yet and shows everywhere, like the default.
 */
export function visibleOn(visibility: ChatVisibility, mobile: boolean): boolean {
  if (visibility === 'hide') return false;
  if (visibility === 'desktop') return !mobile;
  if (visibility === 'mobile') return mobile;
  return true;
}
