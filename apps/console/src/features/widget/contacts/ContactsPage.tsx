import { type Contact, isOpenAt, MAX_CONTACTS, type Widget } from '@switchboard/contract';
import { Badge, type DataTableColumn } from '@switchboard/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { ltrCell } from '#features/crud/ltrCell';
import { AppLink } from '#features/shell/links';
import { useActiveWidget } from '../activeWidget';
import { widgetMessages } from '../widget.messages';
import { ContactOptionBadges, enabledOptionNames } from './ContactOptionBadges';
import { officeValues, toContact, withItem } from './contactForm';
import { EntryList } from './EntryList';
import { useSaveContacts } from './useSaveContacts';
import { widgetContactsMessages as m } from './widgetContacts.messages';

// Its fields, dropdowns and phone rules load at the first opening (EntryList renders it from then).
const ContactDialog = lazyNamed(() => import('./ContactDialog'), 'ContactDialog');

/** /widget/settings: the active widget's contacts (offices). */
export function ContactsPage() {
  const { widget } = useActiveWidget();
  return <OfficesScreen widget={widget} />;
}

/**
 * The offices with their phone, email, contact options and departments; add, edit and delete.
 * Every change sends the whole list (spec §2, §4).
 */
function OfficesScreen({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const save = useSaveContacts(widget);
  const contacts = widget.contacts;
  const timezone = widget.timezone;

  const columns = useMemo<DataTableColumn<Contact>[]>(() => {
    // Read at render: whether each office is open as the page shows.
    const openNow = (contact: Contact) =>
      isOpenAt(contact.openingHours, contact.timezone ?? timezone, new Date());
    const openLabel = (open: boolean) => intl.formatMessage(open ? m.open : m.closed);
    return [
      {
        id: 'phone',
        header: intl.formatMessage(m.phone),
        accessor: (contact) => contact.mainSettings.phoneNumber,
        cell: ltrCell,
        searchable: true,
        nowrap: true,
      },
      {
        id: 'email',
        header: intl.formatMessage(m.email),
        accessor: (contact) => contact.mainSettings.email,
        searchable: true,
      },
      {
        id: 'options',
        header: intl.formatMessage(m.options),
        accessor: (contact) => enabledOptionNames(intl, contact.mainSettings.contactOptions),
        sortable: false,
        cell: (contact) => <ContactOptionBadges options={contact.mainSettings.contactOptions} />,
      },
      {
        id: 'openNow',
        header: intl.formatMessage(m.openNow),
        accessor: openNow,
        cell: (_contact, open) => (
          <Badge kind={open ? 'active' : 'inactive'}>{openLabel(open === true)}</Badge>
        ),
        exportValue: (contact) => openLabel(openNow(contact)),
        nowrap: true,
      },
      {
        id: 'departments',
        header: intl.formatMessage(m.departments),
        accessor: (contact) => contact.departments.length,
        nowrap: true,
        cell: (contact) => (
          <AppLink
            to="/widget/settings/contacts/office/$id"
            params={{ id: contact.id }}
            aria-label={intl.formatMessage(m.showDepartments, {
              name: contact.mainSettings.title,
              count: contact.departments.length,
            })}
          >
            {intl.formatMessage(m.departmentCount, { count: contact.departments.length })}
          </AppLink>
        ),
      },
    ];
  }, [intl, timezone]);

  return (
    <EntryList<Contact>
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      addLabel={intl.formatMessage(m.addOffice)}
      limit={MAX_CONTACTS}
      rows={contacts}
      nameOf={(contact) => contact.mainSettings.title}
      nameHeader={intl.formatMessage(m.office)}
      columns={columns}
      editLabel={(name) => intl.formatMessage(m.editOffice, { name })}
      deleteLabel={(name) => intl.formatMessage(m.deleteOffice, { name })}
      table={{
        label: intl.formatMessage(m.tableLabel),
        noun: intl.formatMessage(m.noun),
        emptyMessage: intl.formatMessage(widgetMessages.noContacts),
        exportFileName: 'offices',
      }}
      dialog={({ row, open, onOpenChange }) => {
        const found = row ? contacts.findIndex((contact) => contact.id === row.id) : -1;
        const index = found >= 0 ? found : contacts.length;
        const current = contacts[found] ?? null;
        return (
          <ContactDialog
            kind="office"
            title={intl.formatMessage(row ? m.editOfficeTitle : m.addOfficeTitle)}
            open={open}
            onOpenChange={onOpenChange}
            initialValues={officeValues(current)}
            itemId={current?.id ?? null}
            buildList={(values, id) => withItem(contacts, index, toContact(values, id, current))}
            errorPrefix={`contacts.${index}.`}
            onSave={save}
          />
        );
      }}
      onDelete={(row) => save(contacts.filter((contact) => contact.id !== row.id))}
    />
  );
}
