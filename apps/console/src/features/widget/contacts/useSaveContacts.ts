import { widgetMutations } from '@switchboard/api-client';
import type { Contact, Widget } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { widgetMessages } from '../widget.messages';

/**
 * Saves a widget's whole contact list in one call (spec §2, §4): on success the cached widget gets
 * the server's list (the mutation writes it) and 'Contact saved!' shows; on failure 'Unable to save contact' shows and the
 * error is rethrown, so a dialog stays open with the user's input.
 */
export function useSaveContacts(widget: Widget) {
  const intl = useIntl();
  const { api } = useApp();
  const mutation = useMutation(widgetMutations(api).saveWidgetContacts());

  return async (contacts: Contact[]) => {
    try {
      await mutation.mutateAsync({ params: { widgetId: widget.id }, body: { contacts } });
    } catch (error) {
      toast.danger(intl.formatMessage(widgetMessages.contactSaveFailed));
      throw error;
    }
    toast.success(intl.formatMessage(widgetMessages.contactSaved));
  };
}
