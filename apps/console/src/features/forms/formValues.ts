/** Form text ↔ body values shared by the resource dialogs (queues, ring groups, carriers, trunks). */

/** Numeric text as a number; empty text is left out so the API's default applies. */
export const optionalNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** Only the fields whose values are set: a left-out field keeps its default or stored value. */
export const defined = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

export const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** A number as form text; null and undefined as ''. */
export const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
