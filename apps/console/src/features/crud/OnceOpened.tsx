import { LoaderOverlay } from '@switchboard/ui';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a dialog from its first opening on, so a lazy dialog's code (its fields, dropdowns,
 * phone rules) loads when the user asks for it, not with the page; the global loader shows
 * meanwhile. Once opened it stays rendered, so closing animates as usual.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={<LoaderOverlay visible fullScreen />}>{children}</Suspense>;
}
