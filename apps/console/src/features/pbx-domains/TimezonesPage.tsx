import {
  pbxSettingsMutations,
  pbxSettingsQueries,
  resourceMutations,
  resourceQueries,
} from '@switchboard/api-client';
import { type PbxDomain, pbxDomainResource } from '@switchboard/contract';
import { Button, Card, Dropdown, List, PageHeader, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { withCurrentOption } from '../forms/options';
import { useResourceNotice } from '../resource/useResourceNotice';
import {
  pbxDomainsMessages as d,
  pbxTimezonesMessages as m,
  pbxDomainNamedMessages as n,
} from './pbxDomains.messages';
import { zoneOption } from './zones';

/** The zones as searchable options, a saved zone the list lacks included. */
function useZoneOptions(current: (string | null)[]) {
  const { queries } = useApp();
  const { data: zones } = useSuspenseQuery(queries.timezones());
  return current.reduce(
    (options, zone) => withCurrentOption(options, zone),
    zones.flatMap((zone) => zoneOption(zone) ?? []),
  );
}

/** One domain's zone: chosen from the list, saved at once with the §8 notice. */
function DomainZone({ domain, options }: { domain: PbxDomain; options: ReturnType<typeof useZoneOptions> }) {
  const intl = useIntl();
  const { api } = useApp();
  const notice = useResourceNotice(pbxDomainResource);
  const update = useMutation(resourceMutations(api, pbxDomainResource).update());
  const change = async (timezone: string | null) => {
    try {
      await update.mutateAsync({ params: { id: domain.id }, body: { timezone } });
      notice.success('update', domain.domain);
    } catch {
      notice.failure('update', domain.domain);
    }
  };
  return (
    <Dropdown<string>
      label={intl.formatMessage(n.domainZone, { domain: domain.domain })}
      value={domain.timezone}
      onChange={(zone) => void change(zone)}
      options={options}
      searchable
      placeholderOption={intl.formatMessage(d.accountZone)}
      disabled={update.isPending}
      fullWidth
    />
  );
}

/**
 * /xpbx/settings/timezones (spec §2): the account's PBX zone and each domain's, IANA names with
 * their offset from UTC now. Timeslots are read in their own zone, else their domain's, else the
 * account's, else UTC.
 */
export function TimezonesPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: settings } = useSuspenseQuery(pbxSettingsQueries(api).pbxSettings());
  const { data: domains } = useSuspenseQuery(resourceQueries(api, pbxDomainResource).list());
  const save = useMutation(pbxSettingsMutations(api).updatePbxSettings());
  const [zone, setZone] = useState(settings.timezone);
  const options = useZoneOptions([settings.timezone, ...domains.map((domain) => domain.timezone)]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ body: { timezone: zone } });
      toast.success(intl.formatMessage(m.saved));
    } catch {
      toast.danger(intl.formatMessage(m.saveFailed));
    }
  };
  const accountLabel = intl.formatMessage(m.accountZone);

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Card title={accountLabel} headingLevel={2}>
        <form aria-label={accountLabel} noValidate onSubmit={submit}>
          <Stack gap="md">
            <Dropdown<string>
              label={accountLabel}
              value={zone}
              onChange={setZone}
              options={options}
              searchable
              placeholderOption={intl.formatMessage(m.utc)}
              fullWidth
            />
            <Stack direction="row">
              <Button kind="primary" type="submit" loading={save.isPending}>
                {intl.formatMessage(m.save)}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card>
      <Card title={intl.formatMessage(m.domainsHeading)} headingLevel={2}>
        <List spacing="sm">
          {domains.map((domain) => (
            <List.Item key={domain.id}>
              <DomainZone domain={domain} options={options} />
            </List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
