// STUB: replaced by the page's owner.
export function SecurityPage() {
  return null;
}
