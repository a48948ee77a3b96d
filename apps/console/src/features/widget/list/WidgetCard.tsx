import type { Widget } from '@switchboard/contract';
import { Badge, Button, Card, Icon, Stack, Tooltip } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { billingPeriodMessages, widgetListMessages as m, planMessages } from './widgetList.messages';

export interface WidgetCardProps {
  widget: Widget;
  /** Whether this is the active widget, the one the other widget screens edit. */
  active: boolean;
  /** Whether making this widget active is under way. */
  activating: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One widget: its name, an 'Active widget' badge or the button making it the active one, edit
 * and delete, then its availability, plan, billing period, creation date and public key.
 */
export function WidgetCard({ widget, active, activating, onActivate, onEdit, onDelete }: WidgetCardProps) {
  const intl = useIntl();
  const name = widget.name;
  const details = [
    intl.formatMessage(m.availability, {
      value: intl.formatMessage(widget.is_active ? m.availabilityActive : m.availabilityInactive),
    }),
    intl.formatMessage(m.plan, { value: intl.formatMessage(planMessages[widget.plan]) }),
    intl.formatMessage(m.billingPeriod, {
      value: intl.formatMessage(billingPeriodMessages[widget.billing_period]),
    }),
    intl.formatMessage(m.created, { value: intl.formatDate(widget.created_at, { dateStyle: 'medium' }) }),
    intl.formatMessage(m.publicKey, { value: widget.public_key }),
  ];
  return (
    <Card
      title={name}
      headingLevel={2}
      aria-current={active || undefined}
      actions={
        <Stack direction="row" gap="xs" wrap>
          {active ? (
            <Badge kind="active">{intl.formatMessage(m.activeBadge)}</Badge>
          ) : (
            <Button
              size="small"
              aria-label={intl.formatMessage(m.makeActiveLabel, { name })}
              loading={activating}
              onClick={onActivate}
            >
              {intl.formatMessage(m.makeActive)}
            </Button>
          )}
          <Tooltip content={intl.formatMessage(m.editTip)}>
            <Button
              size="small"
              kind="ghost"
              aria-label={intl.formatMessage(m.edit, { name })}
              icon={<Icon name="edit" />}
              onClick={onEdit}
            />
          </Tooltip>
          <Tooltip content={intl.formatMessage(m.removeTip)}>
            <Button
              size="small"
              kind="ghost"
              aria-label={intl.formatMessage(m.remove, { name })}
              icon={<Icon name="trash" />}
              onClick={onDelete}
            />
          </Tooltip>
        </Stack>
      }
    >
      <Stack gap="xxs">
        {details.map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
      </Stack>
    </Card>
  );
}
