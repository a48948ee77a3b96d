import { BLACKLIST_DIRECTIONS, type BlacklistDirection, blacklistResource } from '@switchboard/contract';
import { defineMessages } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '#features/resource/choiceField';
import type { ResourceForm } from '#features/resource/ResourceDialog';
import { ResourcePage } from '#features/resource/ResourcePage';

/** The blacklist page, its dialog and its bulk notice (the per-item notices are the resource's). */
const m = defineMessages({
  title: { id: 'xpbx.blacklist.title', defaultMessage: 'Blacklist' },
  description: {
    id: 'xpbx.blacklist.description',
    defaultMessage: 'Numbers your PBX refuses: callers who call in, numbers called out, or both.',
  },
  tableLabel: { id: 'xpbx.blacklist.tableLabel', defaultMessage: 'Blacklisted numbers' },
  noun: { id: 'xpbx.blacklist.noun', defaultMessage: 'numbers' },
  number: { id: 'xpbx.blacklist.field.number', defaultMessage: 'Number' },
  numberHint: {
    id: 'xpbx.blacklist.field.numberHint',
    defaultMessage: 'A whole number or its first digits, with an optional leading +.',
  },
  entryDescription: { id: 'xpbx.blacklist.field.description', defaultMessage: 'Description' },
  direction: { id: 'xpbx.blacklist.field.direction', defaultMessage: 'Direction' },
  selectDirection: { id: 'xpbx.blacklist.field.selectDirection', defaultMessage: 'Select direction' },
  isActive: { id: 'xpbx.blacklist.field.isActive', defaultMessage: 'Active' },
  createTitle: { id: 'xpbx.blacklist.dialog.createTitle', defaultMessage: 'Add number to blacklist' },
  editTitle: { id: 'xpbx.blacklist.dialog.editTitle', defaultMessage: 'Edit blacklisted number' },
  selected: {
    id: 'xpbx.blacklist.selected',
    defaultMessage: '{count, plural, one {the # selected number} other {the # selected numbers}}',
  },
  deletedMany: {
    id: 'xpbx.blacklist.deletedMany',
    defaultMessage:
      '{count, plural, one {You have deleted # blacklisted number successfully.} other {You have deleted # blacklisted numbers successfully.}}',
  },
});

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { number: m.number, description: m.entryDescription, direction: m.direction },
  values: { direction: enumLabels.BLACKLIST_DIRECTIONS },
  selected: m.selected,
  deletedMany: m.deletedMany,
};

type BlacklistValues = {
  number: string;
  description: string;
  direction: BlacklistDirection | null;
  is_active: boolean;
};

const bodyOf = (values: BlacklistValues) => ({
  number: values.number.trim(),
  description: values.description.trim(),
  // Left unset, the rule set's 'Direction is required.' names it (null is no direction).
  direction: values.direction as BlacklistDirection,
  is_active: (values.is_active ? 1 : 0) as 0 | 1,
});

/** 'Add number to blacklist' / 'Edit blacklisted number'; a number must not be listed twice. */
const blacklistForm: ResourceForm<typeof blacklistResource, BlacklistValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['number'],
  fields: [
    {
      name: 'number',
      label: m.number,
      numbersOnly: true,
      ltr: true,
      requiredOnCreate: true,
      hint: m.numberHint,
    },
    { name: 'description', label: m.entryDescription },
    {
      name: 'direction',
      label: m.direction,
      requiredOnCreate: true,
      render: choiceField(BLACKLIST_DIRECTIONS, enumLabels.BLACKLIST_DIRECTIONS, m.selectDirection),
    },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (entry) => ({
    number: entry?.number ?? '',
    description: entry?.description ?? '',
    direction: entry?.direction ?? null,
    is_active: entry ? entry.is_active === 1 : true,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};

/**
 * /xpbx/settings/blacklist (spec §1, §2): the numbers the PBX refuses, with create/edit dialog,
 * active toggle, delete and bulk delete, search and export (all from the resource's declaration).
 */
export function BlacklistPage() {
  return (
    <ResourcePage
      resource={blacklistResource}
      messages={messages}
      form={blacklistForm}
      exportFileName="blacklist"
    />
  );
}
