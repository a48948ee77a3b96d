import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type ConfirmDialogMessageValues = {
  question: { name: string };
  close: None;
  confirm: None;
};

/** Spec §2: "Delete opens a confirm dialog naming the user, with Close and Confirm buttons." */
// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const confirmDialogMessages: {
  [K in keyof ConfirmDialogMessageValues]: TypedMessageDescriptor<ConfirmDialogMessageValues[K]>;
} = defineMessages<ConfirmDialogMessageValues>({
  question: { id: 'ui.confirmDialog.question', defaultMessage: 'Are you sure you want to delete {name}?' },
  close: { id: 'ui.confirmDialog.close', defaultMessage: 'Close' },
  confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm' },
});
