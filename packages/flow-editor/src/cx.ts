/** Joins the class names that apply: `cx(styles.card, invalid && styles.invalid)`. */
export const cx = (...classes: readonly (string | false | null | undefined)[]) =>
  classes.filter(Boolean).join(' ');
