// STUB: replaced by the page's owner.
export function CountriesPage() {
  return null;
}
