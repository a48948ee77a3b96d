// STUB: replaced by the page's owner.
export function LocationPage() {
  return null;
}
