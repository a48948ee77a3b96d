import { ApiError } from '@switchboard/api-client';
import { Alert, Button, FileInput, Modal, type ModalProps, ProgressBar, Stack } from '@switchboard/ui';
import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** What the dialog reads of a preview or apply mutation (TanStack Query's result has it). */
interface Step<Data> {
  data?: Data;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface FileImportTexts {
  title: MessageDescriptor;
  file: MessageDescriptor;
  fileHint: MessageDescriptor;
  chooseFile: MessageDescriptor;
  cancel: MessageDescriptor;
  preview: MessageDescriptor;
  /** Takes `{file}`: the chosen file's name while the API reads it. */
  reading: MessageDescriptor;
  /** Take `{reason}`: the API's first field message, or its message. */
  previewFailed: MessageDescriptor;
  applyFailed: MessageDescriptor;
}

export interface FileImportDialogProps<Preview> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: FileImportTexts;
  width?: ModalProps['width'];
  preview: Step<Preview>;
  apply: Step<unknown>;
  /** Sends the chosen file (with any extra fields) to be read into a preview. */
  onPreview: (file: File) => void;
  /** The apply button's label and whether the preview may be applied. */
  applyLabel: string;
  canApply: boolean;
  /** Applies the preview; `close` ends the dialog once it has succeeded. */
  onApply: (preview: Preview, close: () => void) => void;
  /** Clears the caller's own fields when the dialog closes. */
  onClose?: () => void;
  /** Fields after the file (they should reset the preview when they change). */
  fields?: ReactNode;
  /** What the preview shows, under the progress and errors. */
  children?: ReactNode;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.errors)[0]?.[0] ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * An import in two steps: a CSV or XLSX file is read by the API into a preview (nothing stored),
 * and only the apply button writes it. The dialog holds the file, the steps' progress and errors
 * and the footer; the caller says what its preview shows and when it may be applied.
 */
export function FileImportDialog<Preview>({
  open,
  onOpenChange,
  texts,
  width,
  preview,
  apply,
  onPreview,
  applyLabel,
  canApply,
  onApply,
  onClose,
  fields,
  children,
}: FileImportDialogProps<Preview>) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const busy = preview.isPending || apply.isPending;

  const close = () => {
    setFile(null);
    setFileError(null);
    preview.reset();
    apply.reset();
    onClose?.();
    onOpenChange(false);
  };

  const read = () => {
    if (!file) {
      setFileError(intl.formatMessage(texts.chooseFile));
      return;
    }
    setFileError(null);
    apply.reset();
    onPreview(file);
  };

  const result = preview.data;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(texts.title)}
      width={width}
      footer={
        <>
          <Button onClick={close} disabled={apply.isPending}>
            {intl.formatMessage(texts.cancel)}
          </Button>
          {result !== undefined && canApply ? (
            <Button kind="primary" loading={apply.isPending} onClick={() => onApply(result, close)}>
              {applyLabel}
            </Button>
          ) : (
            <Button kind="primary" loading={preview.isPending} disabled={busy} onClick={read}>
              {intl.formatMessage(texts.preview)}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        <FileInput
          label={intl.formatMessage(texts.file)}
          hint={intl.formatMessage(texts.fileHint)}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
            preview.reset();
          }}
          error={fileError}
          disabled={busy}
          required
        />
        {fields}
        {preview.isPending && file && (
          <ProgressBar label={intl.formatMessage(texts.reading, { file: file.name })} />
        )}
        {preview.isError && (
          <Alert kind="danger">
            {intl.formatMessage(texts.previewFailed, { reason: reasonOf(preview.error) })}
          </Alert>
        )}
        {apply.isError && (
          <Alert kind="danger">
            {intl.formatMessage(texts.applyFailed, { reason: reasonOf(apply.error) })}
          </Alert>
        )}
        {children}
      </Stack>
    </Modal>
  );
}
