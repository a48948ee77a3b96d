import type { IntlShape } from 'react-intl';

const KB = 1024;
const MB = 1024 * 1024;

/** Upload limit for most files (spec §5, §9): 20 MB. */
export const defaultMaxFileSize = 20 * MB;
/** Upload limit for email attachments (spec §5, §9): 10 MB. */
export const emailAttachmentMaxFileSize = 10 * MB;

/** A byte count in the reader's locale: MB from 1 MB up, kB below (at least 0.1), e.g. `20 MB`, `0.2 kB`. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const [amount, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return intl.formatNumber(amount, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** Whether a file matches an `accept` list (`image/*`, `.pdf`, `audio/wav`); drops bypass the picker's own filter. */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** Whether the browser can show the file as an image preview. */
export function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}
