import type { Widget } from '@switchboard/contract';
import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useActiveWidget } from '../activeWidget';
import { LanguageList } from './LanguageList';
import { TranslationsEditor } from './TranslationsEditor';
import { useLanguageEdits } from './useLanguageEdits';
import { widgetLangMessages as m } from './widgetLang.messages';

/** /widget/lang (spec §2, §4): the widget's languages, its current language and the owner's translations. */
export function LanguagesPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Languages key={widget.id} widget={widget} />
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
