const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),textarea:not([disabled]),select:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in order (hidden ones left out). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.prototype.slice
    .call(container.querySelectorAll<HTMLElement>(FOCUSABLE))
    .filter((el: HTMLElement) => !el.closest('[hidden]'));
}

/**
 * Keeps Tab inside the open panel: from the last element it wraps to the first, Shift+Tab from
 * the first to the last, and focus found outside comes back in.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement, active: Element | null): void {
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const inside = !!active && container.contains(active);
  if (event.shiftKey ? !inside || active === first : !inside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
