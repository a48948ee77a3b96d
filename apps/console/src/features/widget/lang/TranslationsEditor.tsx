import type { Multilanguage } from '@switchboard/contract';
import { Card, Dropdown, Spinner, Stack, TextField } from '@switchboard/ui';
import { en, type TextKey } from '@switchboard/widget-embed/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, memo, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormStack } from '#features/forms/FormStack';
import { useLanguageName } from '#features/i18n/useLanguageName';
import { runtimeTexts } from './runtimeTexts';
import type { useLanguageEdits } from './useLanguageEdits';
import { widgetLangMessages as m } from './widgetLang.messages';

type Edits = ReturnType<typeof useLanguageEdits>;

const TEXT_KEYS = Object.keys(en) as TextKey[];

/** English texts that repeat ('Contact us' is the button and the title) get their key, so each label is unique. */
const LABELS: Record<TextKey, string> = Object.fromEntries(
  TEXT_KEYS.map((key) => {
    const repeated = TEXT_KEYS.some((other) => other !== key && en[other] === en[key]);
    return [key, repeated ? `${en[key]} (${key})` : en[key]];
  }),
) as Record<TextKey, string>;

/**
 * The owner's wording of the widget's texts in one of its languages: one field per text the
 * runtime shows visitors, its built-in text as the placeholder. Empty fields keep the built-in
 * text (the runtime ignores blank translations), so they are not sent.
 */
export function TranslationsEditor({ multilanguage, edits }: { multilanguage: Multilanguage; edits: Edits }) {
  const intl = useIntl();
  const nameOf = useLanguageName();
  const [picked, setPicked] = useState(multilanguage.lang);
  const code = multilanguage.userLanguages.includes(picked) ? picked : multilanguage.lang;
  return (
    <Card title={intl.formatMessage(m.translations)} headingLevel={2}>
      <Stack gap="lg">
        <Dropdown<string>
          label={intl.formatMessage(m.translationLanguage)}
          options={multilanguage.userLanguages.map((value) => ({ value, label: nameOf(value) }))}
          value={code}
          onChange={(value) => value && setPicked(value)}
        />
        {/* The route loaded the current language's texts; another one loads when picked. */}
        <Suspense fallback={<Spinner label={intl.formatMessage(m.loadingTexts)} />}>
          <TranslationForm
            key={code}
            code={code}
            saved={multilanguage.userEditedLangs[code] ?? {}}
            edits={edits}
          />
        </Suspense>
      </Stack>
    </Card>
  );
}

function TranslationForm({
  code,
  saved,
  edits,
}: {
  code: string;
  saved: Record<string, string>;
  edits: Edits;
}) {
  const intl = useIntl();
  const nameOf = useLanguageName();
  const [texts, setTexts] = useState<Record<string, string>>(saved);
  const setText = useCallback(
    (key: TextKey, value: string) => setTexts((current) => ({ ...current, [key]: value })),
    [],
  );
  const { data: defaults } = useSuspenseQuery(runtimeTexts(code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
    void edits.saveTranslations(code, filled);
  };

  return (
    <FormStack
      label={intl.formatMessage(m.translationsFor, { language: nameOf(code) })}
      onSubmit={submit}
      submit={{ label: intl.formatMessage(m.save), loading: edits.savingTranslations, inRow: true }}
    >
      <p>{intl.formatMessage(m.translationsHint)}</p>
      {TEXT_KEYS.map((key) => (
        <TextRow
          key={key}
          textKey={key}
          code={code}
          builtIn={defaults[key]}
          value={texts[key] ?? ''}
          onChange={setText}
        />
      ))}
    </FormStack>
  );
}

/** One text's field; memoised, as the form holds some fifty of them and typing changes one. */
const TextRow = memo(function TextRow({
  textKey,
  code,
  builtIn,
  value,
  onChange,
}: {
  textKey: TextKey;
  code: string;
  builtIn: string;
  value: string;
  onChange: (key: TextKey, value: string) => void;
}) {
  const intl = useIntl();
  const placeholders = builtIn.match(/\{\w+\}/g);
  return (
    <TextField
      label={LABELS[textKey]}
      placeholder={builtIn}
      hint={
        placeholders ? intl.formatMessage(m.keepPlaceholders, { names: placeholders.join(', ') }) : undefined
      }
      lang={code}
      dir="auto"
      value={value}
      onChange={(next) => onChange(textKey, next)}
    />
  );
});
