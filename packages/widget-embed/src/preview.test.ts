import { describe, expect, it } from 'vitest';
import { isPreviewMessage, isPreviewReady, PREVIEW_MESSAGE, PREVIEW_READY } from './preview.js';

describe('the preview protocol', () => {
  it('takes a draw message only with its type and a config', () => {
    expect(isPreviewMessage({ type: PREVIEW_MESSAGE, config: { name: 'Shop' }, open: true })).toBe(true);
    expect(isPreviewMessage({ type: PREVIEW_MESSAGE, open: true })).toBe(false);
    expect(isPreviewMessage({ type: PREVIEW_READY, config: {} })).toBe(false);
  });

  it('tells the ready message from anything else a window may be sent', () => {
    expect(isPreviewReady({ type: PREVIEW_READY })).toBe(true);
    for (const other of [null, undefined, 'switchboard:preview-ready', { type: PREVIEW_MESSAGE }, {}]) {
      expect(isPreviewReady(other)).toBe(false);
    }
  });
});
