import { pbxContactResource } from '@switchboard/contract';
import { Button, Icon } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { OnceOpened } from '#features/crud/OnceOpened';
import type { ResourceForm } from '#features/resource/ResourceDialog';
import { ResourcePage } from '#features/resource/ResourcePage';
import { pbxContactsMessages as m } from './pbxContacts.messages';

// The import dialog (file input, preview) loads on first use only.
const ContactImportDialog = lazyNamed(() => import('./ContactImportDialog'), 'ContactImportDialog');

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    first_name: m.firstName,
    last_name: m.lastName,
    number: m.number,
    company: m.company,
    email: m.email,
  },
  selected: m.selected,
  deletedMany: m.deletedMany,
};

type ContactValues = {
  first_name: string;
  last_name: string;
  number: string;
  company: string;
  email: string;
};

const bodyOf = (values: ContactValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  number: values.number.trim(),
  company: values.company.trim(),
  email: values.email.trim(),
});

/** 'Add contact' / 'Edit contact'; a number must not be listed twice. */
const contactForm: ResourceForm<typeof pbxContactResource, ContactValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['number'],
  fields: [
    { name: 'first_name', label: m.firstName, requiredOnCreate: true },
    { name: 'last_name', label: m.lastName },
    {
      name: 'number',
      label: m.number,
      numbersOnly: true,
      ltr: true,
      requiredOnCreate: true,
      hint: m.numberHint,
    },
    { name: 'company', label: m.company },
    { name: 'email', label: m.email, ltr: true },
  ],
  initialValues: (contact) => ({
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    number: contact?.number ?? '',
    company: contact?.company ?? '',
    email: contact?.email ?? '',
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};

/**
 * /xpbx/settings/contacts (spec §2, §3 "Contacts"): the PBX phone book with create/edit dialog,
 * delete and bulk delete, search and csv/xlsx export (from the resource's declaration), and
 * 'Import' of a CSV or XLSX file through a preview.
 */
export function PbxContactsPage() {
  const intl = useIntl();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ResourcePage
        resource={pbxContactResource}
        messages={messages}
        form={contactForm}
        exportFileName="contacts"
        actions={
          <Button icon={<Icon name="upload" />} onClick={() => setImporting(true)}>
            {intl.formatMessage(m.import)}
          </Button>
        }
      />
      <OnceOpened open={importing}>
        <ContactImportDialog open={importing} onOpenChange={setImporting} />
      </OnceOpened>
    </>
  );
}
