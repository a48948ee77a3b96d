import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type FileInputMessageValues = {
  choose: None;
  limit: { limit: string };
  tooLarge: { limit: string };
  wrongType: None;
  required: None;
  remove: { name: string };
  preview: { name: string };
  current: None;
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const fileInputMessages: {
  [K in keyof FileInputMessageValues]: TypedMessageDescriptor<FileInputMessageValues[K]>;
} = defineMessages<FileInputMessageValues>({
  choose: { id: 'ui.fileInput.choose', defaultMessage: 'Choose a file or drag it here' },
  limit: { id: 'ui.fileInput.limit', defaultMessage: 'Maximum size: {limit}' },
  tooLarge: {
    id: 'ui.fileInput.tooLarge',
    defaultMessage: 'The file is too large. The maximum size is {limit}.',
  },
  wrongType: { id: 'ui.fileInput.wrongType', defaultMessage: 'This type of file is not accepted.' },
  /** Spec §8: for the caller to show when a file is required and none is chosen. */
  required: { id: 'ui.fileInput.required', defaultMessage: 'Please select file' },
  remove: { id: 'ui.fileInput.remove', defaultMessage: 'Remove {name}' },
  preview: { id: 'ui.fileInput.preview', defaultMessage: 'Preview of {name}' },
  current: { id: 'ui.fileInput.current', defaultMessage: 'Current image' },
});
