import { type Appearance, publicWidgetConfig, type Widget, widgetDefaults } from '@switchboard/contract';
import { Alert, Button, ConfirmDialog, Split, Stack } from '@switchboard/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SaveStatus } from '../SaveStatus';
import { widgetMessages } from '../widget.messages';
import { AppearanceForm } from './AppearanceForm';
import { LivePreview } from './LivePreview';
import { useAppearanceSave } from './useAppearanceSave';
import { widgetAppearanceMessages as m } from './widgetAppearance.messages';

/**
 * The appearance of one widget: every edit shows in the live preview at once and is saved through
 * the 2-second throttle (spec §4); 'Reset to defaults' asks, then restores every field and saves.
 */
export function AppearanceEditor({ widget }: { widget: Widget }) {
  const intl = useIntl();
  // Older widgets may lack fields added since: the defaults fill them.
  const [appearance, setAppearance] = useState<Appearance>(() => ({
    ...widgetDefaults.appearance,
    ...widget.appearance,
  }));
  // Edits can arrive faster than renders (a colour dragged): each builds on the one before.
  const latest = useRef(appearance);
  const { schedule, state } = useAppearanceSave(widget.id);

  const apply = useCallback(
    (next: Appearance) => {
      latest.current = next;
      setAppearance(next);
      schedule(next);
    },
    [schedule],
  );
  const change = useCallback(
    <K extends keyof Appearance>(field: K, value: Appearance[K]) =>
      apply({ ...latest.current, [field]: value }),
    [apply],
  );

  // What GET /public/widget/{key} will answer once saved: the contract's own mapping.
  const config = useMemo(() => publicWidgetConfig({ ...widget, appearance }), [widget, appearance]);

  return (
    <Stack gap="lg">
      <Stack direction="row" justify="between" wrap gap="md">
        <SaveStatus state={state} />
        {state === 'failed' && <Alert kind="danger">{intl.formatMessage(widgetMessages.lookFailed)}</Alert>}
        <ConfirmDialog
          name=""
          title={intl.formatMessage(m.resetQuestion)}
          description={intl.formatMessage(m.resetDetail)}
          confirmLabel={intl.formatMessage(m.resetConfirm)}
          onConfirm={() => apply(structuredClone(widgetDefaults.appearance))}
          trigger={<Button>{intl.formatMessage(m.reset)}</Button>}
        />
      </Stack>
      <Split
        aside={<LivePreview config={config} />}
        asideLabel={intl.formatMessage(m.preview)}
        asideWidth="lg"
        sticky
      >
        <AppearanceForm value={appearance} onChange={change} />
      </Split>
    </Stack>
  );
}
