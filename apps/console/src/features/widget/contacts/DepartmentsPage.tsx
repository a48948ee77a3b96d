import { type Contact, type Department, MAX_DEPARTMENTS, type Widget } from '@switchboard/contract';
import { Breadcrumbs, type DataTableColumn, Result } from '@switchboard/ui';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { ltrCell } from '#features/crud/ltrCell';
import { AppLink, renderRouterLink } from '#features/shell/links';
import { useActiveWidget } from '../activeWidget';
import { widgetMessages } from '../widget.messages';
import { ContactOptionBadges, enabledOptionNames } from './ContactOptionBadges';
import { departmentValues, toDepartment, withItem } from './contactForm';
import { EntryList } from './EntryList';
import { useSaveContacts } from './useSaveContacts';
import { widgetContactsMessages as m } from './widgetContacts.messages';

const CONTACTS_PATH = '/widget/settings';

// Its fields, dropdowns and phone rules load at the first opening (EntryList renders it from then).
const ContactDialog = lazyNamed(() => import('./ContactDialog'), 'ContactDialog');

/** /widget/settings/contacts/office/$id: the departments of one office of the active widget. */
export function DepartmentsPage() {
  const { id } = useParams({ from: '/_app/widget/settings/contacts/office/$id' });
  const { widget } = useActiveWidget();
  return <DepartmentsScreen widget={widget} officeId={id} />;
}

/**
 * The office's departments with add, edit and delete. A change rebuilds the whole contact list with
 * the office's new departments and sends it (spec §2, §4).
 */
function DepartmentsScreen({ widget, officeId }: { widget: Widget; officeId: string }) {
  const intl = useIntl();
  const save = useSaveContacts(widget);
  const contacts = widget.contacts;
  const officeIndex = contacts.findIndex((contact) => contact.id === officeId);
  const office = contacts[officeIndex];

  const columns = useMemo<DataTableColumn<Department>[]>(
    () => [
      {
        id: 'phone',
        header: intl.formatMessage(m.phone),
        accessor: 'phoneNumber',
        cell: ltrCell,
        searchable: true,
        nowrap: true,
      },
      { id: 'email', header: intl.formatMessage(m.email), accessor: 'email', searchable: true },
      {
        id: 'options',
        header: intl.formatMessage(m.options),
        accessor: (department) => enabledOptionNames(intl, department.contactOptions),
        sortable: false,
        cell: (department) => <ContactOptionBadges options={department.contactOptions} />,
      },
    ],
    [intl],
  );

  if (!office) {
    return (
      <Result
        kind="danger"
        headingLevel={1}
        title={intl.formatMessage(m.notFound)}
        actions={<AppLink to={CONTACTS_PATH}>{intl.formatMessage(m.backToContacts)}</AppLink>}
      >
        {intl.formatMessage(m.notFoundText)}
      </Result>
    );
  }

  const departments = office.departments;
  const withDepartments = (next: Department[]): Contact[] =>
    withItem(contacts, officeIndex, { ...office, departments: next });

  return (
    <EntryList<Department>
      before={
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(m.contactsCrumb), href: CONTACTS_PATH },
            { label: office.mainSettings.title },
          ]}
          renderLink={renderRouterLink}
        />
      }
      title={intl.formatMessage(m.departmentsTitle, { name: office.mainSettings.title })}
      description={intl.formatMessage(m.departmentsDescription)}
      addLabel={intl.formatMessage(m.addDepartment)}
      limit={MAX_DEPARTMENTS}
      rows={departments}
      nameOf={(department) => department.name}
      nameHeader={intl.formatMessage(m.department)}
      columns={columns}
      editLabel={(name) => intl.formatMessage(m.editDepartment, { name })}
      deleteLabel={(name) => intl.formatMessage(m.deleteDepartment, { name })}
      table={{
        label: intl.formatMessage(m.departmentsTableLabel),
        noun: intl.formatMessage(m.departmentsNoun),
        emptyMessage: intl.formatMessage(widgetMessages.noDepartments),
        exportFileName: 'departments',
      }}
      dialog={({ row, open, onOpenChange }) => {
        const found = row ? departments.findIndex((department) => department.id === row.id) : -1;
        const index = found >= 0 ? found : departments.length;
        const current = departments[found] ?? null;
        return (
          <ContactDialog
            kind="department"
            title={intl.formatMessage(row ? m.editDepartmentTitle : m.addDepartmentTitle)}
            open={open}
            onOpenChange={onOpenChange}
            initialValues={departmentValues(current)}
            itemId={current?.id ?? null}
            buildList={(values, id) =>
              withDepartments(withItem(departments, index, toDepartment(values, id)))
            }
            errorPrefix={`contacts.${officeIndex}.departments.${index}.`}
            onSave={save}
          />
        );
      }}
      onDelete={(row) => save(withDepartments(departments.filter((department) => department.id !== row.id)))}
    />
  );
}
