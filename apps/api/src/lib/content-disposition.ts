/**
 * Content-Disposition values (RFC 6266): a quoted ASCII `filename` for old clients, and, when the
 * name is not plain ASCII, `filename*` in RFC 5987's UTF-8 encoding, which current browsers prefer.
 */

/** RFC 5987 attr-char: encodeURIComponent also leaves `'()*` unencoded, which the grammar forbids. */
const encode5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** `name` with anything outside printable ASCII, and quotes and backslashes, replaced by `_`. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = asciiFallback(name);
  const quoted = `${type}; filename="${fallback}"`;
  return fallback === name ? quoted : `${quoted}; filename*=UTF-8''${encode5987(name)}`;
}
