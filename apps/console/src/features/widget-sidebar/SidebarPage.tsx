// STUB: replaced by the page's owner.
export function SidebarPage() {
  return null;
}
