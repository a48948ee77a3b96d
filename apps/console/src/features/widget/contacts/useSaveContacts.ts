import type { Contact, Widget } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useActiveWidget } from '../activeWidget';
import { widgetMessages } from '../widget.messages';

/**
 * Saves a widget's whole contact list in one call (spec §2, §4): on success the cached widget gets
 * the server's list and 'Contact saved!' shows; on failure 'Unable to save contact' shows and the
 * error is rethrown, so a dialog stays open with the user's input.
 */
export function useSaveContacts(widget: Widget) {
  const intl = useIntl();
  const { mutations } = useApp();
  const { patch } = useActiveWidget();
  const mutation = useMutation(mutations.saveWidgetContacts());

  return async (contacts: Contact[]) => {
    try {
      const answer = await mutation.mutateAsync({ params: { widgetId: widget.id }, body: { contacts } });
      patch(widget.id, (current) => ({ ...current, contacts: answer }));
    } catch (error) {
      toast.danger(intl.formatMessage(widgetMessages.contactSaveFailed));
      throw error;
    }
    toast.success(intl.formatMessage(widgetMessages.contactSaved));
  };
}
