import { defineMessages } from 'react-intl';

/** Spec §2: "Delete opens a confirm dialog naming the user, with Close and Confirm buttons." */
export const confirmDialogMessages = defineMessages({
  question: { id: 'ui.confirmDialog.question', defaultMessage: 'Are you sure you want to delete {name}?' },
  close: { id: 'ui.confirmDialog.close', defaultMessage: 'Close' },
  confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm' },
});
