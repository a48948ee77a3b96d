import { ApiError, mutationFor, resourceKeys } from '@switchboard/api-client';
import { pbxContactResource } from '@switchboard/contract';
import { Alert, Button, FileInput, List, Modal, ProgressBar, Stack, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { pbxContactsMessages as m } from './pbxContacts.messages';

export interface ContactImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.errors)[0]?.[0] ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * 'Import contacts': the API reads a CSV or XLSX file into a preview (nothing is stored); the
 * dialog shows how many rows are good and lists each bad one with its row number and messages.
 * Only 'Import N contacts' writes, the good rows only, in one transaction.
 */
export function ContactImportDialog({ open, onOpenChange }: ContactImportDialogProps) {
  const intl = useIntl();
  const { api } = useApp();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation(mutationFor(api, 'previewPbxContactImport'));
  const apply = useMutation(
    mutationFor(api, 'applyPbxContactImport', [resourceKeys(pbxContactResource).all()]),
  );

  const close = () => {
    setFile(null);
    setFileError(null);
    preview.reset();
    apply.reset();
    onOpenChange(false);
  };

  const read = () => {
    if (!file) {
      setFileError(intl.formatMessage(m.chooseFile));
      return;
    }
    setFileError(null);
    apply.reset();
    preview.mutate({ body: { file } });
  };

  const result = preview.data;
  const good = result?.counts.good ?? 0;
  const bad = result?.rows.filter((row) => row.errors) ?? [];
  const busy = preview.isPending || apply.isPending;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(m.importTitle)}
      footer={
        <>
          <Button onClick={close} disabled={apply.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          {result && good > 0 ? (
            <Button
              kind="primary"
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { params: { importId: result.import_id }, body: {} },
                  {
                    onSuccess: (applied) => {
                      toast.success(intl.formatMessage(m.imported, { count: applied.created }));
                      close();
                    },
                  },
                )
              }
            >
              {intl.formatMessage(m.apply, { count: good })}
            </Button>
          ) : (
            <Button kind="primary" loading={preview.isPending} disabled={busy} onClick={read}>
              {intl.formatMessage(m.preview)}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        <FileInput
          label={intl.formatMessage(m.importFile)}
          hint={intl.formatMessage(m.importFileHint)}
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
        {preview.isPending && file && (
          <ProgressBar label={intl.formatMessage(m.reading, { file: file.name })} />
        )}
        {preview.isError && (
          <Alert kind="danger">{intl.formatMessage(m.failed, { reason: reasonOf(preview.error) })}</Alert>
        )}
        {apply.isError && (
          <Alert kind="danger">{intl.formatMessage(m.applyFailed, { reason: reasonOf(apply.error) })}</Alert>
        )}
        {result && (
          <Alert kind={good > 0 ? 'info' : 'danger'}>{intl.formatMessage(m.goodRows, { count: good })}</Alert>
        )}
        {bad.length > 0 && (
          <Alert kind="danger" title={intl.formatMessage(m.badRows, { count: bad.length })}>
            <List spacing="none">
              {bad.map((row) => (
                <List.Item key={row.line}>
                  {intl.formatMessage(m.badRow, {
                    line: row.line,
                    messages: Object.values(row.errors ?? {}).join(' '),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
