/** The search of the login page: where to go once logged in. */
export interface RedirectSearch {
  redirect?: string;
}

export function redirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}
