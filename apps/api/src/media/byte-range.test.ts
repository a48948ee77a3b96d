import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.js';

describe('byteRange', () => {
  it('reads a first-last range, an open range and a suffix, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('refuses ranges that start past the end, and an empty suffix', () => {
    expect(byteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole file for no, malformed, reversed, foreign-unit or multiple ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-3',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=a-b',
    ]) {
      expect(byteRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
