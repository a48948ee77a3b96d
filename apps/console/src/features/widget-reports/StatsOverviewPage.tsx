// STUB: replaced by the page's owner.
export function StatsOverviewPage() {
  return null;
}
