// STUB: replaced by the page's owner.
export function DepartmentsPage() {
  return null;
}
