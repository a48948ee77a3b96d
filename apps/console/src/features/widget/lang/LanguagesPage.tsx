import type { Widget } from '@switchboard/contract';
import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { WidgetGate } from '../WidgetGate';
import { LanguageList } from './LanguageList';
import { TranslationsEditor } from './TranslationsEditor';
import { useLanguageEdits } from './useLanguageEdits';
import { widgetLangMessages as m } from './widgetLang.messages';

/** /widget/lang (spec §2, §4): the widget's languages, its current language and the owner's translations. */
export function LanguagesPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <WidgetGate>{(widget) => <Languages key={widget.id} widget={widget} />}</WidgetGate>
    </Stack>
  );
}

function Languages({ widget }: { widget: Widget }) {
  const edits = useLanguageEdits(widget);
  return (
    <>
      <LanguageList multilanguage={widget.multilanguage} edits={edits} />
      <TranslationsEditor multilanguage={widget.multilanguage} edits={edits} />
    </>
  );
}
