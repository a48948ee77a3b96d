/** A class name, or a falsy value for a class that does not apply. */
export type ClassValue = string | false | null | undefined;

/** Joins the class names that apply: `cx(styles.root, open && styles.open, className)`. */
export function cx(...classes: readonly ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
