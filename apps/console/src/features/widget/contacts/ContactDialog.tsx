import { hasFieldErrors } from '@switchboard/api-client';
import { type Contact, WEEKDAYS } from '@switchboard/contract';
import type { FieldErrors } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Button, Modal, OpeningHours, Stack, Tabs, TextField } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormStack } from '#features/forms/FormStack';
import { useBindField } from '#features/forms/useBindField';
import { ContactOptionsFields } from './ContactOptionsFields';
import { checkList, dayErrors, dialogErrors, FORM_ERROR } from './contactErrors';
import type { ContactFormValues } from './contactForm';
import { LocationFields } from './LocationFields';
import { widgetContactsMessages as m } from './widgetContacts.messages';

export interface ContactDialogProps {
  /** An office also has a time zone and an address. */
  kind: 'office' | 'department';
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues: ContactFormValues;
  /** The id of the office or department edited; null adds one, with an id made here. */
  itemId: string | null;
  /** The whole contact list to send with these values for the item `id`. */
  buildList: (values: ContactFormValues, id: string) => Contact[];
  /** Where the item sits in the list's error keys: `contacts.1.` or `contacts.1.departments.0.`. */
  errorPrefix: string;
  /** Sends the list; rejects when the save failed (and has said so). */
  onSave: (contacts: Contact[]) => Promise<unknown>;
}

type Tab = 'main' | 'hours' | 'location';

const LOCATION_FIELDS = new Set(['timezone', 'country', 'state', 'street', 'postCode']);
const tabOf = (field: string): Tab | null => {
  if (field === FORM_ERROR) return null;
  if (field.startsWith('openingHours')) return 'hours';
  return LOCATION_FIELDS.has(field) ? 'location' : 'main';
};

/**
 * The add/edit dialog of an office and of a department: main settings with the contact options,
 * opening hours and, for an office, its time zone and address. The list to send is checked with the
 * contract before sending; its errors, and a 422 answer's, show under the dialog's fields, and the
 * first tab with an error opens. A failed save keeps the dialog open with the input.
 */
export function ContactDialog({
  kind,
  title,
  open,
  onOpenChange,
  initialValues,
  itemId,
  buildList,
  errorPrefix,
  onSave,
}: ContactDialogProps) {
  const intl = useIntl();
  // Spec §3: new ids are made on the client; a UUID fits the API's client-id rule.
  const [id] = useState(() => itemId ?? crypto.randomUUID());
  const [tab, setTab] = useState<Tab>('main');

  const showFirstError = (errors: FieldErrors) => {
    const tabs = Object.keys(errors).map(tabOf);
    const first = tabs.find((found) => found !== null);
    if (first && !tabs.includes(tab)) setTab(first);
  };

  const form = useForm<ContactFormValues>({
    initialValues,
    validate: (values) => checkList(buildList(values, id), errorPrefix),
    onSubmit: async (values) => {
      try {
        await onSave(buildList(values, id));
      } catch (error) {
        if (hasFieldErrors(error)) {
          const errors = dialogErrors(error.errors, errorPrefix);
          form.setErrors(errors);
          showFirstError(errors);
        }
        throw error;
      }
      onOpenChange(false);
    },
  });
  const bind = useBindField(form);

  const submit = (event: FormEvent) => {
    showFirstError(checkList(buildList(form.values, id), errorPrefix));
    // The save has said why it failed (a toast, field errors); the dialog stays as it is.
    form.handleSubmit(event).catch(() => undefined);
  };

  const formId = `contact-form-${kind}`;
  const label = {
    name: intl.formatMessage(kind === 'office' ? m.officeTitle : m.departmentName),
    email: intl.formatMessage(m.email),
    phoneNumber: intl.formatMessage(m.phoneNumber),
  };

  return (
    <Modal
      width="large"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Modal.Close>
            <Button>{intl.formatMessage(m.cancel)}</Button>
          </Modal.Close>
          <Button kind="primary" type="submit" form={formId} loading={form.submitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <FormStack
        id={formId}
        label={title}
        onSubmit={submit}
        failure={form.errors[FORM_ERROR] ? intl.formatMessage(m.fixErrors) : undefined}
      >
        <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
          <Tabs.List aria-label={intl.formatMessage(m.sections)}>
            <Tabs.Tab value="main">{intl.formatMessage(m.mainSettings)}</Tabs.Tab>
            <Tabs.Tab value="hours">{intl.formatMessage(m.openingHours)}</Tabs.Tab>
            {kind === 'office' && <Tabs.Tab value="location">{intl.formatMessage(m.location)}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="main">
            <Stack gap="lg">
              <TextField {...bind('name', label.name)} required maxLength={100} autoComplete="off" />
              <TextField {...bind('email', label.email)} type="email" autoComplete="off" />
              <TextField
                {...bind('phoneNumber', label.phoneNumber)}
                numbersOnly
                maxLength={20}
                inputMode="tel"
                autoComplete="off"
                hint={intl.formatMessage(m.phoneHint)}
              />
              <ContactOptionsFields
                value={form.values.contactOptions}
                onChange={(next) => form.setValue('contactOptions', next)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="hours">
            <OpeningHours
              days={WEEKDAYS}
              label={intl.formatMessage(m.openingHours)}
              value={form.values.openingHours}
              onChange={(next) => form.setValue('openingHours', next)}
              errors={dayErrors(form.errors)}
            />
          </Tabs.Panel>
          {kind === 'office' && (
            <Tabs.Panel value="location">
              <LocationFields form={form} open={open} />
            </Tabs.Panel>
          )}
        </Tabs>
      </FormStack>
    </Modal>
  );
}
