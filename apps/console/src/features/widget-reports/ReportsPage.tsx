// STUB: replaced by the page's owner.
export function ReportsPage() {
  return null;
}
