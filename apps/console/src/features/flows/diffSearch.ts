/** `?from=&to=` of the diff page: two version ids (anything else is left out). */
export function diffSearch(search: Record<string, unknown>): { from?: number; to?: number } {
  const id = (value: unknown) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  };
  const from = id(search.from);
  const to = id(search.to);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
