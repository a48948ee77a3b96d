import type { ReportRow } from '@switchboard/contract';
import { Button, Icon, toast } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { widgetReportsMessages as m } from './widgetReports.messages';

/**
 * Downloads an email's attachment. The row carries only its name: the API hands out a short-lived
 * link on request (it needs no token, so the browser can follow it like any download).
 */
export function AttachmentButton({
  rowId,
  attachment,
}: {
  rowId: number;
  attachment: NonNullable<ReportRow['attachment']>;
}) {
  const intl = useIntl();
  const { api } = useApp();
  const [loading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      const link = await api.call('reportAttachment', { params: { id: rowId } });
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.name;
      anchor.click();
    } catch {
      toast.danger(intl.formatMessage(m.downloadFailed));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      size="small"
      kind="ghost"
      icon={<Icon name="download" />}
      loading={loading}
      aria-label={intl.formatMessage(m.download, { name: attachment.name })}
      onClick={() => void download()}
    >
      {attachment.name}
    </Button>
  );
}
