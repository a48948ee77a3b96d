import type { Widget } from '@switchboard/contract';
import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { LinkCard } from '#features/shell/LinkCard';
import { useActiveWidget } from '../activeWidget';
import { widgetSecurityCountMessages as c, widgetSecurityMessages as m } from './widgetSecurity.messages';

/** /widget/security (spec §2): what the country allow-list and the IP blacklist hold, and the way to each. */
export function SecurityPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Overview widget={widget} />
    </Stack>
  );
}

function Overview({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const countries = widget.my_country.length;
  return (
    <Stack gap="md">
      <LinkCard to="/widget/security-country" title={intl.formatMessage(m.countriesTitle)}>
        {countries === 0
          ? intl.formatMessage(m.allCountries)
          : intl.formatMessage(c.countries, { count: countries })}
      </LinkCard>
      <LinkCard to="/widget/security-blacklist" title={intl.formatMessage(m.blacklistTitle)}>
        {intl.formatMessage(c.blocked, { count: widget.ip_blacklist.length })}
      </LinkCard>
    </Stack>
  );
}
