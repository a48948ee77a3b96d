import type { Multilanguage } from '@switchboard/contract';
import { Badge, Button, Card, ConfirmDialog, Dropdown, Icon, Stack } from '@switchboard/ui';
import { BUILT_IN_LANGS } from '@switchboard/widget-embed/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type RowAction, RowActions } from '#features/crud/RowActions';
import { useLanguageName } from '#features/i18n/useLanguageName';
import type { useLanguageEdits } from './useLanguageEdits';
import { widgetLangMessages as m } from './widgetLang.messages';

type Edits = ReturnType<typeof useLanguageEdits>;

/**
 * The widget's languages with the current one marked, 'make current', remove (asked first; never
 * the last one) and the languages the widget runtime ships that are not added yet.
 */
export function LanguageList({ multilanguage, edits }: { multilanguage: Multilanguage; edits: Edits }) {
  const intl = useIntl();
  const nameOf = useLanguageName();
  const [removing, setRemoving] = useState<string | null>(null);
  const { lang, userLanguages } = multilanguage;
  const single = userLanguages.length <= 1;

  const actionsFor = (code: string): RowAction[] => {
    const language = nameOf(code);
    const actions: RowAction[] = [];
    if (code !== lang) {
      actions.push({
        id: 'current',
        tip: intl.formatMessage(m.makeCurrentShort),
        label: intl.formatMessage(m.makeCurrent, { language }),
        icon: <Icon name="check" />,
        onClick: () => void edits.makeCurrent(code),
      });
    }
    if (!single) {
      actions.push({
        id: 'remove',
        tip: intl.formatMessage(m.removeShort),
        label: intl.formatMessage(m.remove, { language }),
        icon: <Icon name="trash" />,
        onClick: () => setRemoving(code),
      });
    }
    return actions;
  };

  return (
    <Card title={intl.formatMessage(m.languages)} headingLevel={2}>
      <Stack gap="lg">
        <Stack as="ul" gap="sm" aria-label={intl.formatMessage(m.languageList)}>
          {userLanguages.map((code) => (
            <li key={code} aria-current={code === lang ? 'true' : undefined}>
              <RowActions
                name={
                  <Stack direction="row" gap="sm" as="div">
                    <span lang={code}>{nameOf(code)}</span>
                    {code === lang && <Badge>{intl.formatMessage(m.currentBadge)}</Badge>}
                  </Stack>
                }
                actions={actionsFor(code)}
              />
            </li>
          ))}
        </Stack>
        {single && <p>{intl.formatMessage(m.lastLanguage)}</p>}
        <AddLanguage added={userLanguages} onAdd={edits.add} />
      </Stack>
      <ConfirmDialog
        name={removing ? nameOf(removing) : ''}
        description={
          removing ? intl.formatMessage(m.removeDescription, { language: nameOf(removing) }) : undefined
        }
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => (removing ? edits.remove(removing) : undefined)}
      />
    </Card>
  );
}

/** A picker of the runtime's languages not yet added, and Add. */
function AddLanguage({ added, onAdd }: { added: readonly string[]; onAdd: (code: string) => unknown }) {
  const intl = useIntl();
  const nameOf = useLanguageName();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = BUILT_IN_LANGS.filter((code) => !added.includes(code))
    .map((code) => ({ value: code, label: nameOf(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  if (options.length === 0) return <p>{intl.formatMessage(m.allAdded)}</p>;
  const add = () => {
    if (!chosen) return;
    setChosen(null);
    void onAdd(chosen);
  };
  return (
    <Stack direction="row" align="end" gap="sm" wrap>
      <Dropdown<string>
        label={intl.formatMessage(m.addLanguage)}
        options={options}
        value={chosen}
        onChange={setChosen}
      />
      <Button icon={<Icon name="plus" />} disabled={!chosen} onClick={add}>
        {intl.formatMessage(m.add)}
      </Button>
    </Stack>
  );
}
