import { SUPPORT_DEPARTMENTS, supportMessageBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Card, Dropdown, PageHeader, RadioGroup, Stack, TextArea, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { failureNotice } from '#features/forms/failureNotice';
import { shownInFields } from '#features/forms/failures';
import { useBindField } from '#features/forms/useBindField';
import { profileSupportMessages as m, serviceMessages } from '../profile.messages';

/** Spec §1: the services offered; the message names the service in English. */
const services = [
  { value: 'Virtual Number', label: serviceMessages.virtualNumber },
  { value: 'Contact Center', label: serviceMessages.contactCenter },
  { value: 'Website Dialer', label: serviceMessages.websiteDialer },
  { value: 'PBX-IVR', label: serviceMessages.pbxIvr },
  { value: 'Call Tracker', label: serviceMessages.callTracker },
  { value: 'SMS', label: serviceMessages.sms },
] as const;

const departmentLabels = { Sales: m.sales, Support: m.support } as const;
const fields = ['support_service', 'support_department', 'support_message'] as const;
const MESSAGE_MAX_LENGTH = 5000;

type SupportValues = {
  support_service: string | null;
  support_department: string;
  support_message: string;
};

const validateBody = contractErrors(supportMessageBody);

/**
 * /profile/profile-support (spec §2): a message to sales or support about one of the services
 * (POST /admin/profile/storeProfileSupport), answered with the email-successful or email-failed
 * notice (spec §8).
 */
export function ProfileSupportPage() {
  const intl = useIntl();
  const { mutations } = useApp();
  const send = useMutation(mutations.storeSupport());
  const form = useForm<SupportValues>({
    initialValues: { support_service: null, support_department: 'Support', support_message: '' },
    validate: validateBody,
    onSubmit: async (values) => {
      await send.mutateAsync({
        body: {
          support_service: values.support_service ?? '',
          support_department: values.support_department as (typeof SUPPORT_DEPARTMENTS)[number],
          support_message: values.support_message,
        },
      });
      toast.success(intl.formatMessage(m.sent));
      form.reset();
    },
  });

  const submit = (event: FormEvent) => {
    form.handleSubmit(event).catch((error: unknown) => {
      if (shownInFields(error, fields)) return;
      // A refused session has logged the user out already; anything else is email-failed.
      if (failureNotice(intl, error, m.failed) !== null) toast.danger(intl.formatMessage(m.failed));
    });
  };

  const bind = useBindField(form);
  const label = {
    service: intl.formatMessage(m.service),
    department: intl.formatMessage(m.department),
    message: intl.formatMessage(m.message),
  };

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Card title={intl.formatMessage(m.formLabel)} headingLevel={2}>
        <FormStack
          label={intl.formatMessage(m.formLabel)}
          onSubmit={submit}
          submit={{ label: intl.formatMessage(m.send), loading: form.submitting, inRow: true }}
        >
          <Dropdown<string>
            {...bind('support_service', label.service)}
            required
            fullWidth
            options={services.map((service) => ({
              value: service.value,
              label: intl.formatMessage(service.label),
            }))}
            placeholderOption={intl.formatMessage(m.servicePlaceholder)}
          />
          <RadioGroup
            {...bind('support_department', label.department)}
            orientation="horizontal"
            required
            options={SUPPORT_DEPARTMENTS.map((department) => ({
              value: department,
              label: intl.formatMessage(departmentLabels[department]),
            }))}
          />
          <TextArea
            {...bind('support_message', label.message)}
            required
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
          />
        </FormStack>
      </Card>
    </Stack>
  );
}
