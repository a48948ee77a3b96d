import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type ToastMessageValues = {
  region: { hotkey: string };
  label: None;
  close: None;
  success: None;
  danger: None;
  light: None;
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const toastMessages: {
  [K in keyof ToastMessageValues]: TypedMessageDescriptor<ToastMessageValues[K]>;
} = defineMessages<ToastMessageValues>({
  /** Radix replaces `{hotkey}` with the key that focuses the toasts (F8); pass it through unchanged. */
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications ({hotkey})' },
  label: { id: 'ui.toast.label', defaultMessage: 'Notification' },
  close: { id: 'ui.toast.close', defaultMessage: 'Close notification' },
  success: { id: 'ui.toast.success', defaultMessage: 'Success' },
  danger: { id: 'ui.toast.danger', defaultMessage: 'Error' },
  light: { id: 'ui.toast.light', defaultMessage: 'Notice' },
});
