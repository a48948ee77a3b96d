import { virtualNumberMutations } from '@switchboard/api-client';
import { type CoverageEntry, createNumberOrderBody, formatEuro } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Alert, Button, Modal, NumberField, TextField, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrText } from '#features/crud/ltrText';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { failureNotice } from '#features/forms/failureNotice';
import { useBindField } from '#features/forms/useBindField';
import { enumLabels } from '#features/i18n/enumLabels';
import { orderDialogMessages as m, orderTextMessages as t } from './coverage.messages';

const check = contractErrors(createNumberOrderBody);
const FORM_ID = 'number-order-form';

/**
 * Orders numbers of one offer: how many, and optionally an area code. What it will cost shows as
 * the quantity changes; a balance that does not cover it is refused by the API (its message
 * shows), and a placed order leads to the DID numbers, where it waits for the supplier.
 */
export function OrderDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: CoverageEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const { api } = useApp();
  const navigate = useNavigate();
  const create = useMutation(virtualNumberMutations(api).createNumberOrder());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { quantity: 1 as number | null, area_code: '' },
    validate: (values) => check({ ...values, country: offer.country, number_type: offer.number_type }),
    onSubmit: async (values) => {
      await create.mutateAsync({
        body: {
          country: offer.country,
          number_type: offer.number_type,
          quantity: values.quantity ?? 0,
          area_code: values.area_code.trim(),
        },
      });
    },
  });
  const bind = useBindField(form);
  const submit = (event: FormEvent) => {
    setFailure(null);
    form
      .handleSubmit(event)
      .then((placed) => {
        if (!placed) return setFailure(intl.formatMessage(m.fixErrors));
        toast.success(intl.formatMessage(m.placed));
        onOpenChange(false);
        void navigate({ to: '/virtual-number/user_dids' });
      })
      .catch((error: unknown) => setFailure(failureNotice(intl, error, m.fixErrors)));
  };

  const quantity = form.values.quantity ?? 0;
  const type = intl.formatMessage(enumLabels.DID_NUMBER_TYPES[offer.number_type]);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(t.description, {
        type,
        country: offer.country_name,
        dialCode: ltrText(offer.dial_code),
        setup: formatEuro(offer.setup_price_minor),
        monthly: formatEuro(offer.monthly_price_minor),
      })}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={FORM_ID} loading={form.submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </>
      }
    >
      <FormStack id={FORM_ID} label={intl.formatMessage(m.title)} onSubmit={submit} failure={failure}>
        <NumberField {...bind('quantity', intl.formatMessage(m.quantity))} min={1} step={1} required />
        <TextField
          {...bind('area_code', intl.formatMessage(m.areaCode))}
          hint={intl.formatMessage(m.areaCodeHint)}
          numbersOnly
          maxLength={6}
          inputMode="numeric"
          dir="ltr"
        />
        <p>
          {intl.formatMessage(t.total, {
            total: formatEuro(quantity * (offer.setup_price_minor + offer.monthly_price_minor)),
            monthly: formatEuro(quantity * offer.monthly_price_minor),
          })}
        </p>
        {offer.documents_required && <Alert kind="info">{intl.formatMessage(m.documents)}</Alert>}
      </FormStack>
    </Modal>
  );
}
