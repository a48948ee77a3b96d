import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useActiveWidget } from '../activeWidget';
import { AppearanceEditor } from './AppearanceEditor';
import { widgetAppearanceMessages as m } from './widgetAppearance.messages';

/** /widget/appearance (spec §2, §3 Appearance): the appearance editor with a live preview. */
export function AppearancePage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <AppearanceEditor key={widget.id} widget={widget} />
    </Stack>
  );
}
