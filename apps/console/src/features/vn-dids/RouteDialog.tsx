import { virtualNumberMutations } from '@switchboard/api-client';
import { DID_TARGET_TYPES, type DidTargetType, type VirtualDid } from '@switchboard/contract';
import { Button, Modal, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { FormStack } from '#features/forms/FormStack';
import { failureNotice } from '#features/forms/failureNotice';
import { enumLabels } from '#features/i18n/enumLabels';
import { DidTargetField, numbersMessages, targetIdOf, targetKey } from '#features/pbx-numbers';
import { ChoiceField } from '#features/resource/choiceField';
import { didsMessages as m } from './dids.messages';

const FORM_ID = 'route-number-form';

/** Where a rented number's calls go: the PBX's DID target (a type, then one of the account's). */
export function RouteDialog({ did, onClose }: { did: VirtualDid; onClose: () => void }) {
  const intl = useIntl();
  const { api } = useApp();
  const route = useMutation(virtualNumberMutations(api).routeVirtualDid());
  const [type, setType] = useState<DidTargetType | null>(did.target_type);
  const [target, setTarget] = useState<string | null>(
    did.target_type && did.target_id !== null ? targetKey(did.target_type, did.target_id) : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const targetId = targetIdOf(target, type);
    if (type && targetId === null) {
      setErrors({ target_id: intl.formatMessage(numbersMessages.selectTarget) });
      return;
    }
    route.mutate(
      { params: { id: did.id }, body: { target_type: type, target_id: targetId } },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage(m.routed));
          onClose();
        },
        onError: (error) => setFailure(failureNotice(intl, error, m.fixErrors)),
      },
    );
  };

  const title = intl.formatMessage(m.routeTitle);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={did.number}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.close)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={FORM_ID} loading={route.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <FormStack id={FORM_ID} label={title} onSubmit={submit} failure={failure}>
        <ChoiceField
          field={{
            label: intl.formatMessage(numbersMessages.targetType),
            value: type,
            onChange: (value) => setType((value as DidTargetType | null) ?? null),
            error: undefined,
          }}
          values={DID_TARGET_TYPES}
          labels={enumLabels.DID_TARGET_TYPES}
          placeholder={numbersMessages.notRouted}
        />
        <DidTargetField
          field={{
            label: intl.formatMessage(numbersMessages.target),
            value: target,
            onChange: (value) => {
              setErrors({});
              setTarget(value as string | null);
            },
            error: errors.target_id,
          }}
          type={type}
          open
          record={did}
        />
      </FormStack>
    </Modal>
  );
}
