import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMIT, fileError, fileTooLarge, MB, UPLOAD_LIMIT } from './files.js';

describe('file limits', () => {
  it('are 10 MB for attachments and 20 MB for other uploads', () => {
    expect(MB).toBe(1_048_576);
    expect(ATTACHMENT_LIMIT).toBe(10 * 1_048_576);
    expect(UPLOAD_LIMIT).toBe(20 * 1_048_576);
  });

  it('allow a file of exactly the limit and reject one byte more', () => {
    expect(fileTooLarge(ATTACHMENT_LIMIT, ATTACHMENT_LIMIT)).toBe(false);
    expect(fileTooLarge(ATTACHMENT_LIMIT + 1, ATTACHMENT_LIMIT)).toBe(true);
    expect(fileTooLarge(15 * MB, UPLOAD_LIMIT)).toBe(false);
  });
});

describe('fileError', () => {
  it('asks to select a file when there is none', () => {
    expect(fileError(null, UPLOAD_LIMIT)).toBe('Please select file');
    expect(fileError(undefined, UPLOAD_LIMIT)).toBe('Please select file');
  });

  it('names the limit when the file is too large', () => {
    expect(fileError({ size: 11 * MB }, ATTACHMENT_LIMIT)).toBe('The file is too large. The limit is 10 MB.');
    expect(fileError({ size: 11 * MB }, UPLOAD_LIMIT)).toBeUndefined();
  });
});
