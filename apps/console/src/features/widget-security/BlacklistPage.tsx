// STUB: replaced by the page's owner.
export function BlacklistPage() {
  return null;
}
