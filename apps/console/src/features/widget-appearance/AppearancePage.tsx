// STUB: replaced by the page's owner.
export function AppearancePage() {
  return null;
}
