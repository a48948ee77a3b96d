/** `?checkout=<id>` or `?subscription=<id>` of a thank-you page: a positive id, else 0 (not found). */
export function idSearch<K extends string>(key: K) {
  return (search: Record<string, unknown>): Record<K, number> => {
    const value = Number(search[key]);
    return { [key]: Number.isSafeInteger(value) && value > 0 ? value : 0 } as Record<K, number>;
  };
}
