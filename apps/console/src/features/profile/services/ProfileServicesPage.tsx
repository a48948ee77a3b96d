import type { ProfileService } from '@switchboard/contract';
import { Badge, Button, Card, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { servicesMessages as m, serviceStatusMessages } from '../money/money.messages';
import { serviceNames } from '../money/serviceNames';
import { InstructionDialog } from './InstructionDialog';
import { ManageServiceDialog } from './ManageServiceDialog';

type Open = { kind: 'manage' | 'instructions'; service: ProfileService } | null;

/**
 * /profile/profile-services (spec §2): a card per service (virtual number, contact centre, website
 * dialer, PBX-IVR, call tracker) with its status and date, a manage-subscription dialog (plan and
 * card) and an instruction dialog.
 */
export function ProfileServicesPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: services } = useSuspenseQuery(queries.services());
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Stack direction="row" gap="lg" wrap align="stretch">
        {services.map((service) => (
          <Card
            key={service.service_type}
            title={intl.formatMessage(serviceNames[service.service_type])}
            headingLevel={2}
          >
            <Stack gap="md">
              <Stack gap="xs" align="start">
                <Badge
                  kind={
                    service.service_status === 'active'
                      ? 'active'
                      : service.service_status === 'inactive'
                        ? 'inactive'
                        : 'neutral'
                  }
                >
                  {intl.formatMessage(serviceStatusMessages[service.service_status])}
                </Badge>
                {service.service_status_date && (
                  <span>
                    {intl.formatMessage(service.service_status === 'active' ? m.until : m.since, {
                      date: intl.formatDate(service.service_status_date, { dateStyle: 'medium' }),
                    })}
                  </span>
                )}
              </Stack>
              <Stack direction="row" gap="sm" wrap>
                <Button size="small" kind="primary" onClick={() => setOpen({ kind: 'manage', service })}>
                  {intl.formatMessage(m.manage)}
                </Button>
                <Button size="small" onClick={() => setOpen({ kind: 'instructions', service })}>
                  {intl.formatMessage(m.instructions)}
                </Button>
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
      <ManageServiceDialog service={open?.kind === 'manage' ? open.service : null} onOpenChange={close} />
      {open?.kind === 'instructions' && <InstructionDialog service={open.service} onOpenChange={close} />}
    </Stack>
  );
}
