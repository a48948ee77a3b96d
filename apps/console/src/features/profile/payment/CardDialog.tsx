import { TokenizeError, tokenizeCard } from '@switchboard/api-client';
import { type PaymentMethod, tokenizeCardBody, updatePaymentMethodBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Button, Modal, Stack, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { failureNotice } from '#features/forms/failureNotice';
import { useBindField } from '#features/forms/useBindField';
import { cardDialogMessages as m, paymentMessages as p } from '../money/money.messages';
import { profileNoticeMessages as n } from '../profile.messages';

const checkNew = contractErrors(tokenizeCardBody);
const checkEdit = contractErrors(updatePaymentMethodBody);
const FORM_ID = 'card-form';

export interface CardDialogProps {
  /** The card to edit; absent to add one. */
  card?: PaymentMethod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add or edit a card (spec §5). Adding sends the number and CVC from the browser to the card
 * provider's tokenisation address only; our API receives the token with the type, last four digits,
 * owner and expiry. Editing changes the expiry: number, CVC and owner are locked. The dialog closes
 * with 'Payment saved' only when no error remains, else it says 'Please fix all the errors'; a card
 * the provider refuses (declined, invalid) says why.
 */
export function CardDialog({ card, open, onOpenChange }: CardDialogProps) {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: config } = useSuspenseQuery(queries.paymentsConfig());
  const add = useMutation(mutations.addPaymentMethod());
  const update = useMutation(mutations.updatePaymentMethod());
  const [failure, setFailure] = useState<ReactNode>(null);
  const editing = card !== undefined;

  const form = useForm({
    initialValues: {
      card_number: '',
      card_month: card ? String(card.card_month) : '',
      card_year: card ? String(card.card_year) : '',
      card_cvc_code: '',
      card_owner: card?.card_owner ?? '',
    },
    validate: (values) => (editing ? checkEdit(values) : checkNew(values)),
    onSubmit: async (values) => {
      if (card) {
        await update.mutateAsync({
          params: { id: card.id },
          body: { card_month: values.card_month, card_year: values.card_year },
        });
        return;
      }
      const token = await tokenizeCard(config.tokenize_url, values);
      await add.mutateAsync({
        body: {
          token: token.token,
          card_type: token.card_type,
          last_four: token.last_four,
          card_owner: token.card_owner,
          card_month: String(token.card_month),
          card_year: String(token.card_year),
        },
      });
    },
  });
  const bind = useBindField(form);

  const submit = (event: FormEvent) => {
    setFailure(null);
    form
      .handleSubmit(event)
      .then((saved) => {
        if (saved) {
          toast.success(intl.formatMessage(p.saved));
          onOpenChange(false);
        } else setFailure(intl.formatMessage(n.fixErrors));
      })
      .catch((error: unknown) => {
        if (error instanceof TokenizeError) {
          setFailure(
            <Stack gap="xxs">
              <strong>{intl.formatMessage(m.declined)}</strong>
              <span>{error.message}</span>
            </Stack>,
          );
          return;
        }
        setFailure(failureNotice(intl, error, n.fixErrors));
      });
  };

  const title = intl.formatMessage(editing ? m.editTitle : m.addTitle);
  const label = {
    number: intl.formatMessage(m.number),
    month: intl.formatMessage(m.month),
    year: intl.formatMessage(m.year),
    cvc: intl.formatMessage(m.cvc),
    owner: intl.formatMessage(m.owner),
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        editing
          ? intl.formatMessage(m.locked)
          : intl.formatMessage(m.secure, { provider: config.card_provider })
      }
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={FORM_ID} loading={form.submitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <FormStack id={FORM_ID} label={title} onSubmit={submit} failure={failure}>
        {editing ? (
          <TextField
            label={label.number}
            value={`•••• •••• •••• ${card.last_four}`}
            dir="ltr"
            readOnly
            disabled
          />
        ) : (
          <TextField
            {...bind('card_number', label.number)}
            hint={intl.formatMessage(m.numberHint)}
            numbersOnly
            maxLength={16}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            required
          />
        )}
        <Stack direction="row" gap="md" wrap>
          <TextField
            {...bind('card_month', label.month)}
            numbersOnly
            maxLength={2}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            dir="ltr"
            required
          />
          <TextField
            {...bind('card_year', label.year)}
            numbersOnly
            maxLength={4}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            dir="ltr"
            required
          />
          {editing ? (
            <TextField label={label.cvc} value="•••" readOnly disabled />
          ) : (
            <TextField
              {...bind('card_cvc_code', label.cvc)}
              numbersOnly
              maxLength={4}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              required
            />
          )}
        </Stack>
        {editing ? (
          <TextField label={label.owner} value={card.card_owner} readOnly disabled />
        ) : (
          <TextField {...bind('card_owner', label.owner)} autoComplete="cc-name" maxLength={100} required />
        )}
      </FormStack>
    </Modal>
  );
}
