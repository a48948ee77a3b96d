// STUB: replaced by the page's owner.
export function LanguagesPage() {
  return null;
}
