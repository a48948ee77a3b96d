import type { WidgetPublicConfig } from '@switchboard/contract';
import { Card, Switch } from '@switchboard/ui';
import {
  isPreviewReady,
  PREVIEW_MESSAGE,
  PREVIEW_PAGE_URL,
  type PreviewMessage,
} from '@switchboard/widget-embed/preview';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { widgetAppearanceMessages as m } from './widgetAppearance.messages';

/**
 * The real widget runtime in a same-origin frame (the API's /widget-preview.html), redrawn with
 * `config` on every change. The page says when it listens (also after a reload); only then, and
 * only to this origin, is the config posted.
 */
export function LivePreview({ config }: { config: WidgetPublicConfig }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);
  const [open, setOpen] = useState(false);
  const notice = intl.formatMessage(m.previewNotice);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow;
      if (fromFrame && event.origin === window.location.origin && isPreviewReady(event.data)) {
        setReady((count) => count + 1);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: PreviewMessage = { type: PREVIEW_MESSAGE, config, open, notice };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, config, open, notice]);

  return (
    <Card
      title={intl.formatMessage(m.preview)}
      headingLevel={2}
      actions={<Switch label={intl.formatMessage(m.showPanel)} checked={open} onChange={setOpen} />}
    >
      {/* frameBorder: the card draws the frame's edge; the kit has no frame component to do it.
          520 px keeps the launcher above the fold at 1280×800; the panel fits itself to the frame. */}
      <iframe
        ref={frame}
        title={intl.formatMessage(m.previewFrame)}
        src={PREVIEW_PAGE_URL}
        width="100%"
        height="520"
        frameBorder="0"
      />
    </Card>
  );
}
