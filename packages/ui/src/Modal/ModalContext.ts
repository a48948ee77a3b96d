import { createContext, useContext } from 'react';

/** The open dialog's element (set by the loaded dialog). */
export const ModalContainerContext = createContext<HTMLElement | null>(null);

/** Closes the surrounding dialog, for `Modal.Close`. */
export const ModalCloseContext = createContext<(() => void) | null>(null);

/**
 * The open dialog's element, or `null` outside a modal. Popovers that portal (react-aria's
 * `UNSTABLE_portalContainer`) render into it so they stay inside the dialog's focus trap.
 */
export function useModalContainer(): HTMLElement | null {
  return useContext(ModalContainerContext);
}
