import type { PaymentMethod } from '@switchboard/contract';
import { Button, ConfirmDialog, Icon, PaymentCard, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { paymentMessages as m } from '../money/money.messages';
import { profileNoticeMessages as n } from '../profile.messages';
import { CardDialog } from './CardDialog';

type Editing = { kind: 'add' } | { kind: 'edit'; card: PaymentMethod } | null;

/**
 * The saved cards (spec §2 Profile-page details): every card offers edit; only cards that are not
 * the default offer make primary and delete, and delete asks first.
 */
export function PaymentCards() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: cards } = useSuspenseQuery(queries.paymentMethods());
  const update = useMutation(mutations.updatePaymentMethod());
  const remove = useMutation(mutations.deletePaymentMethod());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const notify = (error: unknown) => {
    const notice = failureNotice(intl, error, n.fixErrors);
    if (notice) toast.danger(notice);
  };
  const makePrimary = (card: PaymentMethod) =>
    update.mutate(
      {
        params: { id: card.id },
        body: { card_month: String(card.card_month), card_year: String(card.card_year), default: true },
      },
      {
        onSuccess: () => toast.success(intl.formatMessage(m.primaryMade, { lastFour: card.last_four })),
        onError: notify,
      },
    );
  const confirmDelete = async (card: PaymentMethod) => {
    try {
      await remove.mutateAsync({ params: { id: card.id } });
      toast.success(intl.formatMessage(m.deleted));
    } catch (error) {
      notify(error);
      throw error;
    }
  };

  return (
    <Stack gap="lg">
      <Stack direction="row">
        <Button kind="primary" icon={<Icon name="plus" />} onClick={() => setEditing({ kind: 'add' })}>
          {intl.formatMessage(m.addCard)}
        </Button>
      </Stack>
      {cards.length === 0 ? (
        <p>{intl.formatMessage(m.noCards)}</p>
      ) : (
        <Stack direction="row" gap="lg" wrap align="stretch">
          {cards.map((card) => (
            <PaymentCard
              key={card.id}
              brand={card.card_type}
              lastFour={card.last_four}
              owner={card.card_owner}
              month={card.card_month}
              year={card.card_year}
              isDefault={card.default}
              headingLevel={2}
              actions={
                <>
                  <Button size="small" onClick={() => setEditing({ kind: 'edit', card })}>
                    {intl.formatMessage(m.edit)}
                  </Button>
                  {!card.default && (
                    <>
                      <Button
                        size="small"
                        loading={update.isPending && update.variables?.params.id === card.id}
                        onClick={() => makePrimary(card)}
                      >
                        {intl.formatMessage(m.makePrimary)}
                      </Button>
                      <Button size="small" kind="danger" onClick={() => setDeleting(card)}>
                        {intl.formatMessage(m.delete)}
                      </Button>
                    </>
                  )}
                </>
              }
            />
          ))}
        </Stack>
      )}
      {editing && (
        <CardDialog
          key={editing.kind === 'edit' ? editing.card.id : 'new'}
          {...(editing.kind === 'edit' ? { card: editing.card } : {})}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          name={intl.formatMessage(m.cardName, { lastFour: deleting.last_four })}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </Stack>
  );
}
