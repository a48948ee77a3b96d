import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type CodeBlockMessageValues = {
  copy: None;
  copied: None;
  copyFailed: None;
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const codeBlockMessages: {
  [K in keyof CodeBlockMessageValues]: TypedMessageDescriptor<CodeBlockMessageValues[K]>;
} = defineMessages<CodeBlockMessageValues>({
  copy: { id: 'ui.codeBlock.copy', defaultMessage: 'Copy' },
  copied: { id: 'ui.codeBlock.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'ui.codeBlock.copyFailed',
    defaultMessage:
      'Your browser did not allow copying. Select the code and copy it with Ctrl+C (⌘+C on a Mac).',
  },
});
