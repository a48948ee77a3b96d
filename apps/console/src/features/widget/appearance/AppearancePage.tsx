import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { WidgetGate } from '../WidgetGate';
import { AppearanceEditor } from './AppearanceEditor';
import { widgetAppearanceMessages as m } from './widgetAppearance.messages';

/** /widget/appearance (spec §2, §3 Appearance): the appearance editor with a live preview. */
export function AppearancePage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <WidgetGate>{(widget) => <AppearanceEditor key={widget.id} widget={widget} />}</WidgetGate>
    </Stack>
  );
}
