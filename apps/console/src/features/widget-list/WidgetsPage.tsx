// STUB: replaced by the page's owner.
export function WidgetsPage() {
  return null;
}
