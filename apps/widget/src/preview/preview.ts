// The live preview of the console's appearance editor: the real runtime (the loader's draw() and
// the panel) redrawn with whatever config the framing console posts, unsaved edits included.
// Nothing here reaches the network: no config fetch, and every visitor request is answered
// locally with a refusal carrying the console's notice.

import {
  isPreviewMessage,
  PREVIEW_READY,
  type PreviewMessage,
  type PreviewReady,
} from '@switchboard/widget-embed/preview';
import { normalizeConfig } from '../config';
import { draw, type Widget } from '../loader/boot';
import type { PanelModule } from '../panel/types';

/** The panel's notice when the console sends none. */
export const DEFAULT_NOTICE = 'This is a preview: nothing was sent.';

export interface PreviewOptions {
  /** The preview page's window (framed by the console). */
  win: Window;
  /** The panel module, bundled with the preview (no chunk to import). */
  panel: PanelModule;
}

export interface Preview {
  /** The widget drawn last, if any. */
  current(): Widget | undefined;
  stop(): void;
}

/** A visitor request answered without the network: refused (403) with the notice as the reason. */
function refusal(notice: string): typeof fetch {
  const answer = { ok: false, status: 403, json: () => Promise.resolve({ message: notice }) };
  return () => Promise.resolve(answer as unknown as Response);
}

/**
 * Listens for the console's messages (from the parent window, same origin only) and redraws the
 * widget for each: the previous host element is replaced, and the panel opened when asked. Tells
 * the parent it is ready once it listens.
 */
export function startPreview({ win, panel }: PreviewOptions): Preview {
  const doc = win.document;
  let current: Widget | undefined;
  // draw() sees only the document: the preview follows no device (it shows the button whatever
  // chatVisibility says; the console explains that setting) and preloads nothing on a timer, so
  // a replaced widget leaves no listener or timer behind.
  const view = { document: doc, setTimeout: () => 0 } as unknown as Window;

  const show = (message: PreviewMessage) => {
    const config = normalizeConfig(message.config);
    config.appearance.chatVisibility = 'on-desktop-and-mobile';
    current?.host.remove();
    const widget = draw(
      {
        win: view,
        publicKey: config.public_key,
        apiBase: '',
        fetch: refusal(message.notice || DEFAULT_NOTICE),
        loadPanel: () => Promise.resolve(panel),
      },
      config,
    );
    current = widget;
    if (message.open) {
      widget
        .panel()
        // Opened without taking the focus: the owner keeps typing in the console's form.
        .then((handle) => current === widget && handle.open(false))
        .catch((error: unknown) => console.warn('[Switchboard] preview panel failed:', error));
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    if (isPreviewMessage(event.data)) show(event.data);
  };
  win.addEventListener('message', onMessage);
  const ready: PreviewReady = { type: PREVIEW_READY };
  win.parent.postMessage(ready, win.location.origin);

  return {
    current: () => current,
    stop: () => win.removeEventListener('message', onMessage),
  };
}
