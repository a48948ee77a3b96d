// STUB: replaced by the page's owner.
export function ContactsPage() {
  return null;
}
