// STUB: replaced by the page's owner.
export function TariffPage() {
  return null;
}
