import {
  type Multilanguage,
  normalizeMultilanguage,
  type TranslationMap,
  type Widget,
} from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useActiveWidget } from '../activeWidget';
import { widgetMessages } from '../widget.messages';

/**
 * The language edits of spec §4, each written into the cached widget as the server answers it.
 * Adding, changing the current language and saving translations show at once and are undone on
 * failure ('Unable to update phone languages'); removing waits for the server, behind its
 * confirmation.
 */
export function useLanguageEdits(widget: Widget) {
  const intl = useIntl();
  const { mutations } = useApp();
  const { patch } = useActiveWidget();
  const languages = useMutation(mutations.saveWidgetLanguages());
  const translations = useMutation(mutations.saveWidgetTranslations());
  const current = useMutation(mutations.setWidgetLanguage());
  const params = { widgetId: widget.id };

  const change = (edit: (multilanguage: Multilanguage) => Multilanguage) =>
    patch(widget.id, (cached) => ({ ...cached, multilanguage: edit(cached.multilanguage) }));
  const store = (multilanguage: Multilanguage) => change(() => multilanguage);
  const failed = () => toast.danger(intl.formatMessage(widgetMessages.languagesFailed));

  const add = async (code: string) => {
    const userLanguages = [...widget.multilanguage.userLanguages, code];
    change((ml) => ({ ...ml, userLanguages: [...ml.userLanguages.filter((c) => c !== code), code] }));
    try {
      store(await languages.mutateAsync({ params, body: { multilanguage: { userLanguages } } }));
    } catch {
      change((ml) => ({ ...ml, userLanguages: ml.userLanguages.filter((c) => c !== code) }));
      failed();
    }
  };

  /** Rejects on failure, so the confirmation stays open for another try. */
  const remove = async (code: string) => {
    const next = normalizeMultilanguage({
      ...widget.multilanguage,
      userLanguages: widget.multilanguage.userLanguages.filter((c) => c !== code),
    });
    try {
      store(await languages.mutateAsync({ params, body: { multilanguage: next } }));
    } catch (error) {
      failed();
      throw error;
    }
  };

  const makeCurrent = async (lang: string) => {
    const previous = widget.multilanguage.lang;
    change((ml) => ({ ...ml, lang }));
    try {
      store(await current.mutateAsync({ params, body: { multilanguage: { lang } } }));
    } catch {
      change((ml) => ({ ...ml, lang: previous }));
      failed();
    }
  };

  /** Replaces one language's translations; resolves to whether they were saved. */
  const saveTranslations = async (code: string, texts: Record<string, string>) => {
    const previous = widget.multilanguage.userEditedLangs;
    const userEditedLangs: TranslationMap = { ...previous, [code]: texts };
    change((ml) => ({ ...ml, userEditedLangs }));
    try {
      store(await translations.mutateAsync({ params, body: { multilanguage: { userEditedLangs } } }));
      toast.success(intl.formatMessage(widgetMessages.saved));
      return true;
    } catch {
      change((ml) => ({ ...ml, userEditedLangs: previous }));
      failed();
      return false;
    }
  };

  return {
    add,
    remove,
    makeCurrent,
    saveTranslations,
    savingTranslations: translations.isPending,
  };
}
