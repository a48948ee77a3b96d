import { Button, Card, Icon, Stack, toast } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { sendBrowserTo } from '../money/sendBrowserTo';
import { profileInfoMessages as m } from '../profile.messages';

/** The owner's download of everything the account holds (a zip the API makes as it is downloaded). */
export function AccountExportCard() {
  const intl = useIntl();
  const { api } = useApp();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { url } = await api.call('accountExport');
      sendBrowserTo(url);
    } catch {
      toast.danger(intl.formatMessage(m.exportFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={intl.formatMessage(m.exportTitle)} headingLevel={2}>
      <Stack gap="md" align="start">
        <p>{intl.formatMessage(m.exportText)}</p>
        <Button icon={<Icon name="download" />} loading={pending} onClick={download}>
          {intl.formatMessage(m.exportButton)}
        </Button>
      </Stack>
    </Card>
  );
}
