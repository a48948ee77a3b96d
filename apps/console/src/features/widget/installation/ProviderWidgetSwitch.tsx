import { widgetMutations } from '@switchboard/api-client';
import type { Widget } from '@switchboard/contract';
import { Card, Switch, toast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useSession } from '#features/session/useSession';
import { widgetMessages } from '../widget.messages';
import { widgetInstallMessages as m } from './widgetInstall.messages';

/**
 * For the provider's administrators: this widget as the support channel every console user sees on
 * the profile pages (spec §2 Profile area). Hidden from everyone else, and while acting as a user.
 */
export function ProviderWidgetSwitch({ widget }: { widget: Widget }) {
  const { isAdmin, impersonating } = useSession();
  const administering = isAdmin && !impersonating;
  const { queries } = useApp();
  // Read here, not in the route's loader: only administrators ask, and the page never waits for it.
  const current = useQuery({ ...queries.providerWidget(), enabled: administering });
  if (!administering) return null;
  return <ProviderWidgetCard widget={widget} current={current.data?.public_key} />;
}

function ProviderWidgetCard({ widget, current }: { widget: Widget; current: string | null | undefined }) {
  const intl = useIntl();
  const { api } = useApp();
  const choose = useMutation(widgetMutations(api).setProviderWidget());
  const offered = current === widget.public_key;

  const change = async (on: boolean) => {
    try {
      await choose.mutateAsync({ body: { widget_id: on ? widget.id : null } });
      toast.success(intl.formatMessage(widgetMessages.saved));
    } catch {
      toast.danger(intl.formatMessage(widgetMessages.saveFailed));
    }
  };

  return (
    <Card title={intl.formatMessage(m.providerTitle)} headingLevel={2}>
      <Switch
        label={intl.formatMessage(m.providerOffer)}
        hint={intl.formatMessage(widget.is_active ? m.providerHint : m.providerInactive)}
        checked={offered}
        disabled={current === undefined || choose.isPending || (!widget.is_active && !offered)}
        onChange={(on) => void change(on)}
      />
    </Card>
  );
}
