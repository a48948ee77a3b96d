import { messages, NOTICES } from '../messages.js';

export const MB = 1024 * 1024;
/** Spec §9: 20 MB for uploads in general. */
export const UPLOAD_LIMIT = 20 * MB;
/** Spec §9: 10 MB for email attachments. */
export const ATTACHMENT_LIMIT = 10 * MB;

export function fileTooLarge(sizeBytes: number, limitBytes: number): boolean {
  return sizeBytes > limitBytes;
}

/** 'Please select file' when nothing was chosen; the too-large text is ours (the spec has none). */
export function fileError(file: { size: number } | null | undefined, limitBytes: number): string | undefined {
  if (!file) return NOTICES.selectFile;
  return fileTooLarge(file.size, limitBytes) ? messages.fileTooLarge(limitBytes / MB) : undefined;
}
