import type { Widget } from '@switchboard/contract';
import { Button, ConfirmDialog, Icon, PageHeader, Result, Stack, toast } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { OnceOpened } from '#features/crud/OnceOpened';
import { useCrudDialogs } from '#features/crud/useCrudDialogs';
import { useWidgetList } from '../activeWidget';
import { widgetMessages } from '../widget.messages';
import { useWidgetListMutations } from './useWidgetListMutations';
import { WidgetCard } from './WidgetCard';
import { widgetListMessages as m } from './widgetList.messages';

// The dialog's form (phone rules among them) loads at its first opening.
const WidgetDialog = lazyNamed(() => import('./WidgetDialog'), 'WidgetDialog');

/**
 * /widget: the account's widgets (spec §2, §4), the active one marked; make another one active,
 * create, rename or switch one off, delete one after confirming ('Phone deleted!').
 */
export function WidgetsPage() {
  const intl = useIntl();
  const { widgets, active } = useWidgetList();
  const { activate, remove } = useWidgetListMutations();
  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<Widget>();
  const failed = () => toast.danger(intl.formatMessage(widgetMessages.saveFailed));

  const makeActive = (widget: Widget) =>
    activate.mutate(
      { params: { id: widget.id }, body: {} },
      {
        onSuccess: () => toast.success(intl.formatMessage(m.activated, { name: widget.name })),
        onError: failed,
      },
    );

  const confirmDelete = async () => {
    const widget = deleting.row;
    if (!widget) return;
    try {
      await remove.mutateAsync({ params: { id: widget.id } });
    } catch (error) {
      failed();
      throw error;
    }
    toast.success(intl.formatMessage(widgetMessages.deleted));
  };

  const newButton = (
    <Button kind="primary" icon={<Icon name="plus" />} onClick={() => openDialog(null)}>
      {intl.formatMessage(m.newWidget)}
    </Button>
  );

  const content = () => {
    if (widgets.length === 0) {
      return (
        <Result headingLevel={2} title={intl.formatMessage(widgetMessages.noPhone)} actions={newButton}>
          {intl.formatMessage(widgetMessages.createFirst)}
        </Result>
      );
    }
    return (
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.listLabel)}>
        {widgets.map((widget) => (
          <WidgetCard
            key={widget.id}
            widget={widget}
            active={widget.id === active?.id}
            activating={activate.isPending && activate.variables?.params.id === widget.id}
            onActivate={() => makeActive(widget)}
            onEdit={() => openDialog(widget)}
            onDelete={() => askDelete(widget)}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={widgets.length > 0 ? newButton : undefined}
      />
      {content()}
      <OnceOpened key={dialog.seq} open={dialog.open}>
        <WidgetDialog widget={dialog.row} open={dialog.open} onOpenChange={dialog.onOpenChange} />
      </OnceOpened>
      <ConfirmDialog
        name={deleting.row?.name ?? ''}
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
