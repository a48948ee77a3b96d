import { defineMessages } from 'react-intl';

/** Spec §8 "Widget" texts, word for word. */
export const widgetMessages = defineMessages({
  fetchFailed: { id: 'widget.fetchFailed', defaultMessage: 'Unable to fetch widget data' },
  listFailed: { id: 'widget.listFailed', defaultMessage: 'Unable to get widgets data' },
  saved: { id: 'widget.saved', defaultMessage: 'Widget data saved!' },
  deleted: { id: 'widget.deleted', defaultMessage: 'Phone deleted!' },
  saveFailed: { id: 'widget.saveFailed', defaultMessage: 'Unable to save phone data' },
  contactSaveFailed: { id: 'widget.contactSaveFailed', defaultMessage: 'Unable to save contact' },
  contactSaved: { id: 'widget.contactSaved', defaultMessage: 'Contact saved!' },
  languagesFailed: { id: 'widget.languagesFailed', defaultMessage: 'Unable to update phone languages' },
  lookFailed: {
    id: 'widget.lookFailed',
    defaultMessage: 'Unable to save sidebar / appearance settings',
  },
  noPhone: { id: 'widget.noPhone', defaultMessage: 'No phone found' },
  noPhoneSelected: { id: 'widget.noPhoneSelected', defaultMessage: 'No phone selected' },
  noDepartments: { id: 'widget.noDepartments', defaultMessage: 'No departments in this contact' },
  noContacts: { id: 'widget.noContacts', defaultMessage: 'No contacts found for your record' },
  verifyFirst: {
    id: 'widget.verifyFirst',
    defaultMessage: 'Please verify your account to complete this request',
  },
  createFirst: { id: 'widget.createFirst', defaultMessage: 'Create a widget to set it up.' },
  toWidgets: { id: 'widget.toWidgets', defaultMessage: 'Go to widgets' },
});

/** Where an automatic save (sidebar, appearance) stands. */
export const widgetSaveMessages = defineMessages({
  waiting: { id: 'widget.save.waiting', defaultMessage: 'Saving your latest changes…' },
  saving: { id: 'widget.save.saving', defaultMessage: 'Saving…' },
  saved: { id: 'widget.save.saved', defaultMessage: 'All changes saved' },
});
