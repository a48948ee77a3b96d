import { defineMessages } from 'react-intl';

/** /widget/lang: the widget's languages, its current language and the owner's translations. */
export const widgetLangMessages = {
  ...defineMessages({
    title: { id: 'widgetLang.title', defaultMessage: 'Multi language' },
    description: {
      id: 'widgetLang.description',
      defaultMessage:
        'Visitors see the widget in its current language. Your translations replace its built-in texts in that language.',
    },
    languages: { id: 'widgetLang.languages', defaultMessage: 'Languages' },
    languageList: { id: 'widgetLang.languageList', defaultMessage: "The widget's languages" },
    currentBadge: { id: 'widgetLang.currentBadge', defaultMessage: 'Current' },
    makeCurrentShort: { id: 'widgetLang.makeCurrentShort', defaultMessage: 'Make current' },
    removeShort: { id: 'widgetLang.removeShort', defaultMessage: 'Remove' },
    lastLanguage: {
      id: 'widgetLang.lastLanguage',
      defaultMessage: 'A widget keeps at least one language.',
    },
    addLanguage: { id: 'widgetLang.addLanguage', defaultMessage: 'Add a language' },
    add: { id: 'widgetLang.add', defaultMessage: 'Add' },
    allAdded: {
      id: 'widgetLang.allAdded',
      defaultMessage: 'Every language the widget speaks is added.',
    },
    translations: { id: 'widgetLang.translations', defaultMessage: 'Translations' },
    translationLanguage: { id: 'widgetLang.translationLanguage', defaultMessage: 'Language to translate' },
    translationsHint: {
      id: 'widgetLang.translationsHint',
      defaultMessage: 'Leave a text empty to keep the built-in one shown in it.',
    },
    loadingTexts: { id: 'widgetLang.loadingTexts', defaultMessage: 'Loading the built-in texts' },
    save: { id: 'widgetLang.save', defaultMessage: 'Save translations' },
  }),
  ...defineMessages<{
    makeCurrent: { language: string };
    remove: { language: string };
    removeDescription: { language: string };
    translationsFor: { language: string };
    keepPlaceholders: { names: string };
  }>({
    makeCurrent: { id: 'widgetLang.makeCurrent', defaultMessage: 'Make {language} current' },
    remove: { id: 'widgetLang.remove', defaultMessage: 'Remove {language}' },
    removeDescription: {
      id: 'widgetLang.removeDescription',
      defaultMessage: 'Your translations into {language} are deleted with it.',
    },
    translationsFor: { id: 'widgetLang.translationsFor', defaultMessage: 'Translations into {language}' },
    keepPlaceholders: {
      id: 'widgetLang.keepPlaceholders',
      defaultMessage: 'Keep {names} as it is: the widget fills it in.',
    },
  }),
};
