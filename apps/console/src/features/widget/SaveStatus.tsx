import { Spinner, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import type { ThrottledSaveState } from './useThrottledSave';
import { widgetSaveMessages as m } from './widget.messages';

const texts = { waiting: m.waiting, saving: m.saving, saved: m.saved } as const;

/**
 * Where an automatic save stands, announced politely. The region is always there (a live region
 * added with its text is often not read); a failure is the danger alert's to announce.
 */
export function SaveStatus({ state }: { state: ThrottledSaveState }) {
  const intl = useIntl();
  const text = state === 'idle' || state === 'failed' ? null : intl.formatMessage(texts[state]);
  return (
    <Stack direction="row" gap="xs" role="status" aria-live="polite">
      {state === 'saving' && <Spinner size="small" label={null} />}
      {text}
    </Stack>
  );
}
