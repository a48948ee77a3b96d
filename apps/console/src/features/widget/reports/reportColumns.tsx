import type { ReportRow, ReportType } from '@switchboard/contract';
import { type DataTableColumn, Truncate } from '@switchboard/ui';
import type { IntlShape } from 'react-intl';
import { ltrCell } from '#features/crud/ltrCell';
import { displayName } from '#features/i18n/displayName';
import { formatWhen } from '#features/shell/formatWhen';
import { AttachmentButton } from './AttachmentButton';
import { widgetReportsMessages as m } from './widgetReports.messages';

type FormField = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'attachment';

/** What the visitor filled in, per kind of request (the widget's forms; calls have no form). */
const FORM_FIELDS: Record<ReportType, FormField[]> = {
  calls: [],
  'video-calls': [],
  'call-request': ['name', 'phone'],
  messages: ['name', 'email', 'message'],
  emails: ['name', 'email', 'subject', 'message', 'attachment'],
};

/** The name of a country code in the console's language ('BG' → 'Bulgaria'). */
const countryName = (intl: IntlShape, code: string | null) =>
  code ? (displayName(intl, code, 'region') ?? code) : null;

function formColumn(intl: IntlShape, field: FormField): DataTableColumn<ReportRow> {
  switch (field) {
    case 'message':
      return {
        id: 'message',
        header: intl.formatMessage(m.message),
        accessor: 'message',
        searchable: true,
        sortable: false,
        cell: (row) => (row.message ? <Truncate text={row.message} /> : null),
      };
    case 'attachment':
      return {
        id: 'attachment',
        header: intl.formatMessage(m.attachment),
        accessor: (row) => row.attachment?.name ?? null,
        cell: (row) =>
          row.attachment ? <AttachmentButton rowId={row.id} attachment={row.attachment} /> : null,
      };
    case 'phone':
      return {
        id: 'phone',
        header: intl.formatMessage(m.phone),
        accessor: 'phone',
        searchable: true,
        cell: ltrCell,
      };
    default:
      return { id: field, header: intl.formatMessage(m[field]), accessor: field, searchable: true };
  }
}

/** The columns of one kind's report: when, where it came in, then the visitor's form. */
export function reportColumns(intl: IntlShape, type: ReportType): DataTableColumn<ReportRow>[] {
  return [
    {
      id: 'created_at',
      header: intl.formatMessage(m.date),
      accessor: (row) => new Date(row.created_at),
      nowrap: true,
      cell: (_row, value) => formatWhen(intl, value),
    },
    { id: 'widget', header: intl.formatMessage(m.widget), accessor: 'widget_name', searchable: true },
    { id: 'office', header: intl.formatMessage(m.office), accessor: 'office_title', searchable: true },
    {
      id: 'department',
      header: intl.formatMessage(m.department),
      accessor: 'department_name',
      searchable: true,
    },
    {
      id: 'country',
      header: intl.formatMessage(m.country),
      accessor: (row) => countryName(intl, row.country),
      searchable: true,
    },
    ...FORM_FIELDS[type].map((field) => formColumn(intl, field)),
  ];
}
