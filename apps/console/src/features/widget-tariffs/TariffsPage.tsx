// STUB: replaced by the page's owner.
export function TariffsPage() {
  return null;
}
