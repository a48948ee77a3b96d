import { formatEuro, type PaymentMethod, type ProfileService } from '@switchboard/contract';
import { Alert, Button, cardBrandNames, Dropdown, Modal, Stack, TileGroup, toast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { AppLink } from '#features/shell/links';
import { servicesMessages as m } from '../money/money.messages';
import { serviceNames } from '../money/serviceNames';
import { profileNoticeMessages as n } from '../profile.messages';

const FORM_ID = 'manage-service';

interface DialogProps {
  /** The service managed; null: the dialog is closed. */
  service: ProfileService | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * A service's plan and card (spec §3 service change). Saving creates the subscription unpaid; the
 * subscriptions page then subscribes it at the card provider. The cards to pay with are a dialog's
 * list (decision 0005): fetched while it is open.
 */
export function ManageServiceDialog({ service, onOpenChange }: DialogProps) {
  const { queries } = useApp();
  const cards = useQuery({ ...queries.paymentMethods(), enabled: service !== null });
  return (
    service && (
      <ManageService
        key={service.service_type}
        service={service}
        cards={cards.data}
        onOpenChange={onOpenChange}
      />
    )
  );
}

/** The open dialog; `cards` is undefined until they have arrived. */
function ManageService({
  service,
  cards,
  onOpenChange,
}: {
  service: ProfileService;
  cards: readonly PaymentMethod[] | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const { mutations } = useApp();
  const change = useMutation(mutations.changeService());
  const primary = cards?.find((card) => card.default);
  const [plan, setPlan] = useState<string | null>(service.plan_id ?? service.payment_plan[0]?.id ?? null);
  const [card, setCard] = useState<number | null>(service.payment_method_id);
  const chosenCard = card ?? primary?.id ?? null;
  const name = intl.formatMessage(serviceNames[service.service_type]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const chosenPlan = service.payment_plan.find((option) => option.id === plan);
    if (!chosenPlan || chosenCard === null) {
      toast.danger(intl.formatMessage(n.fixErrors));
      return;
    }
    try {
      await change.mutateAsync({
        body: {
          service_type: service.service_type,
          set_payment_plan: chosenPlan.id,
          set_payment_method: chosenCard,
        },
      });
      toast.success(intl.formatMessage(m.saved));
      onOpenChange(false);
    } catch (error) {
      const notice = failureNotice(intl, error, n.fixErrors);
      if (notice) toast.danger(notice);
    }
  };

  const noCards = cards?.length === 0;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.manageTitle, { service: name })}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={FORM_ID} loading={change.isPending} disabled={noCards}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={save}
        aria-label={intl.formatMessage(m.manageTitle, { service: name })}
      >
        <Stack gap="lg">
          <TileGroup
            label={intl.formatMessage(m.plan)}
            value={plan}
            onChange={setPlan}
            required
            options={service.payment_plan.map((option) => ({
              value: option.id,
              label: formatEuro(option.price_minor),
              description: option.name,
            }))}
          />
          {noCards ? (
            <Alert kind="info">
              <AppLink to="/profile/profile-payment">{intl.formatMessage(m.noCard)}</AppLink>
            </Alert>
          ) : (
            <Dropdown
              label={intl.formatMessage(m.card)}
              placeholder={intl.formatMessage(m.cardPlaceholder)}
              value={chosenCard}
              onChange={setCard}
              required
              fullWidth
              options={(cards ?? []).map((option) => ({
                value: option.id,
                label: `${cardBrandNames[option.card_type]} •••• ${option.last_four}`,
              }))}
            />
          )}
        </Stack>
      </form>
    </Modal>
  );
}
