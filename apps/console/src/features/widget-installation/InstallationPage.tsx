// STUB: replaced by the page's owner.
export function InstallationPage() {
  return null;
}
