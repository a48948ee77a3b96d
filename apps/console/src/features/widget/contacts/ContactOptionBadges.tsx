import type { ContactOptions } from '@switchboard/contract';
import { Badge, Stack } from '@switchboard/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { CONTACT_OPTIONS } from './ContactOptionsFields';

/** The contact options switched on, as badges. */
export function ContactOptionBadges({ options }: { options: ContactOptions }) {
  const intl = useIntl();
  return (
    <Stack direction="row" gap="xs" wrap>
      {CONTACT_OPTIONS.filter(([option]) => options[option]).map(([option, label]) => (
        <Badge key={option}>{intl.formatMessage(label)}</Badge>
      ))}
    </Stack>
  );
}

/** The enabled options' names, for search, sorting and export. */
export function enabledOptionNames(intl: IntlShape, options: ContactOptions): string {
  return CONTACT_OPTIONS.filter(([option]) => options[option])
    .map(([, label]) => intl.formatMessage(label))
    .join(', ');
}
