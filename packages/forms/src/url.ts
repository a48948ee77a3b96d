const HOST = String.raw`(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])`;
const URL_PATTERN = new RegExp(
  String.raw`^(?:https?://)?${HOST}(?::\d{1,5})?(?:/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$`,
  'i',
);

/** http(s) URL or a bare host (GDPR and terms links are often typed without the scheme). */
export function isUrl(text: string): boolean {
  return URL_PATTERN.test(text.trim());
}
