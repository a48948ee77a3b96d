/** Field name -> rule string, e.g. `{ username: 'required|nospace|between:3-20|unique' }`. */
export type RuleMap = Record<string, string>;

/** Field name -> the first message that failed for it. Empty when everything is valid. */
export type FieldErrors = Record<string, string>;

/** A server `errors` object: one message or a list of messages per field. */
export type ServerErrors = Record<string, string | readonly string[]>;

export interface RuleContext {
  /** `lists[field]` is what `unique` and `exists` compare against; without a list both rules pass. */
  lists?: Record<string, readonly string[]>;
  /** Overrides the label derived from the field name. */
  labels?: Record<string, string>;
}

/** Structs are often built once at module level while the lists change; a getter is read per validation. */
export type RuleContextSource = RuleContext | (() => RuleContext | undefined);
