import { mutationFor, resourceKeys } from '@switchboard/api-client';
import { pbxContactResource } from '@switchboard/contract';
import { Alert, List, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { FileImportDialog } from '../resource/FileImportDialog';
import { pbxContactsMessages as m } from './pbxContacts.messages';

export interface ContactImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const texts = {
  title: m.importTitle,
  file: m.importFile,
  fileHint: m.importFileHint,
  chooseFile: m.chooseFile,
  cancel: m.cancel,
  preview: m.preview,
  reading: m.reading,
  previewFailed: m.failed,
  applyFailed: m.applyFailed,
};

/**
 * 'Import contacts': the API reads a CSV or XLSX file into a preview (nothing is stored); the
 * dialog shows how many rows are good and lists each bad one with its row number and messages.
 * Only 'Import N contacts' writes, the good rows only, in one transaction.
 */
export function ContactImportDialog({ open, onOpenChange }: ContactImportDialogProps) {
  const intl = useIntl();
  const { api } = useApp();
  const preview = useMutation(mutationFor(api, 'previewPbxContactImport'));
  const apply = useMutation(
    mutationFor(api, 'applyPbxContactImport', [resourceKeys(pbxContactResource).all()]),
  );

  const result = preview.data;
  const good = result?.counts.good ?? 0;
  const bad = result?.rows.filter((row) => row.errors) ?? [];

  return (
    <FileImportDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={texts}
      preview={preview}
      apply={apply}
      onPreview={(file) => preview.mutate({ body: { file } })}
      applyLabel={intl.formatMessage(m.apply, { count: good })}
      canApply={good > 0}
      onApply={(previewed, close) =>
        apply.mutate(
          { params: { importId: previewed.import_id }, body: {} },
          {
            onSuccess: (applied) => {
              toast.success(intl.formatMessage(m.imported, { count: applied.created }));
              close();
            },
          },
        )
      }
    >
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
    </FileImportDialog>
  );
}
