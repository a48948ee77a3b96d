import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

/** The values each message takes, so `formatMessage` checks them. */
type LanguageMenuMessageValues = {
  trigger: { language: string };
  heading: NoMessageValues;
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const languageMenuMessages: {
  [K in keyof LanguageMenuMessageValues]: TypedMessageDescriptor<LanguageMenuMessageValues[K]>;
} = defineMessages<LanguageMenuMessageValues>({
  /** The menu button's accessible name: the current language's own name is its visible text. */
  trigger: { id: 'ui.languageMenu.trigger', defaultMessage: 'Language: {language}' },
  heading: { id: 'ui.languageMenu.heading', defaultMessage: 'Language' },
});
