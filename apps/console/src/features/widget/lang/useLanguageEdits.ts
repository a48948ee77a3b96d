import { widgetMutations } from '@switchboard/api-client';
import { normalizeMultilanguage, type TranslationMap, type Widget } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { widgetMessages } from '../widget.messages';

/**
 * The language edits of spec §4. Adding, changing the current language and saving translations
 * show at once and are undone on failure ('Unable to update phone languages'); removing waits for
 * the server, behind its confirmation. The widget mutations of the api-client write each change
 * and each answer into the cached widget.
 */
export function useLanguageEdits(widget: Widget) {
  const intl = useIntl();
  const { api } = useApp();
  const adding = useMutation(widgetMutations(api).saveWidgetLanguages());
  const removing = useMutation(widgetMutations(api).removeWidgetLanguage());
  const translations = useMutation(widgetMutations(api).saveWidgetTranslations());
  const current = useMutation(widgetMutations(api).setWidgetLanguage());
  const params = { widgetId: widget.id };
  const failed = () => toast.danger(intl.formatMessage(widgetMessages.languagesFailed));

  const add = async (code: string) => {
    const userLanguages = [...widget.multilanguage.userLanguages.filter((c) => c !== code), code];
    try {
      await adding.mutateAsync({ params, body: { multilanguage: { userLanguages } } });
    } catch {
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
      await removing.mutateAsync({ params, body: { multilanguage: next } });
    } catch (error) {
      failed();
      throw error;
    }
  };

  const makeCurrent = async (lang: string) => {
    try {
      await current.mutateAsync({ params, body: { multilanguage: { lang } } });
    } catch {
      failed();
    }
  };

  /** Replaces one language's translations; resolves to whether they were saved. */
  const saveTranslations = async (code: string, texts: Record<string, string>) => {
    const userEditedLangs: TranslationMap = { ...widget.multilanguage.userEditedLangs, [code]: texts };
    try {
      await translations.mutateAsync({ params, body: { multilanguage: { userEditedLangs } } });
      toast.success(intl.formatMessage(widgetMessages.saved));
      return true;
    } catch {
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
