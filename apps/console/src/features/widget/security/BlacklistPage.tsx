import { ApiError, widgetMutations } from '@switchboard/api-client';
import { isIpOrCidr, MAX_BLACKLIST, type Widget } from '@switchboard/contract';
import { Alert, Button, Card, Icon, PageHeader, Stack, TextField } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { RowActions } from '#features/crud/RowActions';
import { useFieldError } from '#features/forms/useFieldError';
import { useActiveWidget } from '../activeWidget';
import { useWidgetSave } from './useWidgetSave';
import {
  widgetBlacklistMessages as bm,
  widgetSecurityCountMessages as count,
  widgetSecurityMessages as m,
} from './widgetSecurity.messages';

/** /widget/security-blacklist (spec §2, §3 ip_blacklist): IPv4/IPv6 addresses and CIDR ranges refused. */
export function BlacklistPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.blacklistTitle)}
        description={intl.formatMessage(bm.description)}
      />
      <BlacklistEditor key={widget.id} widget={widget} />
    </Stack>
  );
}

/** As the contract's `ipEntry` reads an entry before checking it. */
const normalize = (text: string) => text.trim().toLowerCase();

function BlacklistEditor({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const { api } = useApp();
  const update = useMutation(widgetMutations(api).updateWidgetBlacklist());
  const save = useWidgetSave();
  const fieldError = useFieldError();
  const [entries, setEntries] = useState<string[]>(widget.ip_blacklist);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [refused, setRefused] = useState<{ address?: string; message: string }[]>([]);
  const addressLabel = intl.formatMessage(bm.address);
  const field = useRef<HTMLInputElement>(null);

  // The unblock button leaves with its row; the address field is where the next edit starts.
  const unblock = (address: string) => {
    setEntries((current) => current.filter((entry) => entry !== address));
    field.current?.focus();
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = normalize(draft);
    const problem = !isIpOrCidr(address)
      ? intl.formatMessage(bm.invalid)
      : entries.includes(address)
        ? intl.formatMessage(bm.duplicate, { address })
        : undefined;
    if (problem) {
      setDraftError(problem);
      return;
    }
    setEntries((current) => [...current, address]);
    setDraft('');
    setDraftError(undefined);
  };

  const submit = async () => {
    setRefused([]);
    const result = await save(() =>
      update.mutateAsync({ params: { widgetId: widget.id }, body: { ips: entries } }),
    );
    if (result.ok) {
      setEntries(result.widget.ip_blacklist);
    } else if (result.error instanceof ApiError) {
      // 422 errors name the entry by its place in the list: `ips.3`.
      setRefused(
        Object.entries(result.error.errors).map(([path, messages]) => ({
          address: entries[Number(path.split('.')[1])],
          message: fieldError(messages[0], addressLabel) ?? '',
        })),
      );
    }
  };

  return (
    <Card title={intl.formatMessage(bm.list)} headingLevel={2}>
      <Stack gap="lg">
        <form noValidate onSubmit={add} aria-label={intl.formatMessage(bm.add)}>
          <Stack direction="row" align="start" gap="sm" wrap>
            <TextField
              ref={field}
              label={addressLabel}
              hint={intl.formatMessage(bm.addressHint)}
              error={draftError}
              value={draft}
              onChange={(value) => {
                setDraft(value);
                setDraftError(undefined);
              }}
              maxLength={60}
              spellCheck={false}
              autoComplete="off"
              dir="ltr"
            />
            <Button type="submit" icon={<Icon name="plus" />} disabled={entries.length >= MAX_BLACKLIST}>
              {intl.formatMessage(bm.add)}
            </Button>
          </Stack>
        </form>
        <p>{intl.formatMessage(count.blocked, { count: entries.length })}</p>
        {entries.length === 0 ? (
          <p>{intl.formatMessage(bm.empty)}</p>
        ) : (
          <Stack as="ul" gap="xs" aria-label={intl.formatMessage(bm.list)}>
            {entries.map((address) => (
              <li key={address}>
                <RowActions
                  name={<bdi>{address}</bdi>}
                  actions={[
                    {
                      id: 'remove',
                      tip: intl.formatMessage(bm.removeTip),
                      label: intl.formatMessage(bm.remove, { address }),
                      icon: <Icon name="trash" />,
                      onClick: () => unblock(address),
                    },
                  ]}
                />
              </li>
            ))}
          </Stack>
        )}
        {refused.length > 0 && (
          <Alert kind="danger" title={intl.formatMessage(bm.refused)}>
            <ul>
              {refused.map(({ address, message }) => (
                <li key={address ?? message}>
                  {address ? intl.formatMessage(bm.entryError, { address, message }) : message}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <Stack direction="row">
          <Button kind="primary" loading={update.isPending} onClick={() => void submit()}>
            {intl.formatMessage(m.save)}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
