import type { ActivityEntry } from '@switchboard/contract';
import { DataTable } from '@switchboard/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { ltrText } from '#features/crud/ltrText';
import { activityMessages as m } from './activity.messages';
import { fieldValues, fieldWords } from './fieldWords';

type Row = { field: string; before: unknown; after: unknown };

/** A record of the trail: an item, or the one-item list some answers are. */
const recordOf = (value: unknown): Record<string, unknown> => {
  const item = Array.isArray(value) ? value[0] : value;
  return item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
};

/** The fields that differ (every field of a creation or deletion), in the record's order. */
function changedFields(entry: ActivityEntry): Row[] {
  const before = recordOf(entry.before);
  const after = recordOf(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A field by its name in the interface language (the raw name only for a field of no word). */
const fieldName = (intl: IntlShape, field: string) => {
  const word = fieldWords[field];
  return word ? intl.formatMessage(word) : field;
};

/**
 * A value in the interface language: enumerated values in their words, numbers and dates by the
 * locale, flags as yes or no.
 */
function show(intl: IntlShape, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage(m.nothing);
  const word = fieldValues[field]?.[String(value)];
  if (word) return intl.formatMessage(word);
  if (typeof value === 'boolean') return intl.formatMessage(value ? m.yes : m.no);
  if (typeof value === 'number')
    return field.startsWith('is_')
      ? intl.formatMessage(value === 1 ? m.yes : m.no)
      : intl.formatNumber(value);
  if (typeof value === 'string')
    return /^\d{4}-\d\d-\d\dT/.test(value)
      ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
      : ltrText(value);
  return ltrText(JSON.stringify(value));
}

/** "Show changes": the fields a change touched, before and after (loads when first opened). */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const intl = useIntl();
  return (
    <DataTable<Row>
      label={intl.formatMessage(m.changesTable)}
      data={changedFields(entry)}
      getRowId={(row) => row.field}
      exportFormats={[]}
      columns={[
        {
          id: 'field',
          header: intl.formatMessage(m.field),
          accessor: (row) => fieldName(intl, row.field),
          cell: (row) => <bdi>{fieldName(intl, row.field)}</bdi>,
        },
        {
          id: 'before',
          header: intl.formatMessage(m.before),
          accessor: (row) => show(intl, row.field, row.before),
        },
        {
          id: 'after',
          header: intl.formatMessage(m.after),
          accessor: (row) => show(intl, row.field, row.after),
        },
      ]}
    />
  );
}
