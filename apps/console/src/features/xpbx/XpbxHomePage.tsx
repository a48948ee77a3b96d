import { PageHeader } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { xpbxMessages as m } from './xpbx.messages';

/** /xpbx: the PBX area's entry (verified accounts only). Its settings pages land beside it. */
export function XpbxHomePage() {
  const intl = useIntl();
  return <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />;
}
