import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The phone-book page, its dialog and its import. */
export const pbxContactsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  firstName: None;
  lastName: None;
  number: None;
  numberHint: None;
  company: None;
  email: None;
  createTitle: None;
  editTitle: None;
  selected: { count: number };
  deletedMany: { count: number };
  import: None;
  importTitle: None;
  importFile: None;
  importFileHint: None;
  chooseFile: None;
  preview: None;
  cancel: None;
  apply: { count: number };
  reading: { file: string };
  goodRows: { count: number };
  badRows: { count: number };
  badRow: { line: number; messages: string };
  failed: { reason: string };
  applyFailed: { reason: string };
  imported: { count: number };
}>({
  title: { id: 'xpbx.contacts.title', defaultMessage: 'Contacts' },
  description: {
    id: 'xpbx.contacts.description',
    defaultMessage: 'The PBX phone book: people and the numbers they call from.',
  },
  tableLabel: { id: 'xpbx.contacts.tableLabel', defaultMessage: 'Contacts' },
  noun: { id: 'xpbx.contacts.noun', defaultMessage: 'contacts' },
  firstName: { id: 'xpbx.contacts.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'xpbx.contacts.field.lastName', defaultMessage: 'Last name' },
  number: { id: 'xpbx.contacts.field.number', defaultMessage: 'Number' },
  numberHint: {
    id: 'xpbx.contacts.field.numberHint',
    defaultMessage: 'In international form: up to 15 digits, with an optional leading +.',
  },
  company: { id: 'xpbx.contacts.field.company', defaultMessage: 'Company' },
  email: { id: 'xpbx.contacts.field.email', defaultMessage: 'Email' },
  createTitle: { id: 'xpbx.contacts.dialog.createTitle', defaultMessage: 'Add contact' },
  editTitle: { id: 'xpbx.contacts.dialog.editTitle', defaultMessage: 'Edit contact' },
  selected: {
    id: 'xpbx.contacts.selected',
    defaultMessage: '{count, plural, one {the # selected contact} other {the # selected contacts}}',
  },
  deletedMany: {
    id: 'xpbx.contacts.deletedMany',
    defaultMessage:
      '{count, plural, one {You have deleted # contact successfully.} other {You have deleted # contacts successfully.}}',
  },
  import: { id: 'xpbx.contacts.import', defaultMessage: 'Import' },
  importTitle: { id: 'xpbx.contacts.import.title', defaultMessage: 'Import contacts' },
  importFile: { id: 'xpbx.contacts.import.file', defaultMessage: 'CSV or XLSX file' },
  importFileHint: {
    id: 'xpbx.contacts.import.fileHint',
    defaultMessage: 'The first row names the columns: first_name, last_name, number, company, email.',
  },
  chooseFile: { id: 'xpbx.contacts.import.chooseFile', defaultMessage: 'Please select file' },
  preview: { id: 'xpbx.contacts.import.preview', defaultMessage: 'Preview' },
  cancel: { id: 'xpbx.contacts.import.cancel', defaultMessage: 'Cancel' },
  apply: {
    id: 'xpbx.contacts.import.apply',
    defaultMessage: '{count, plural, one {Import # contact} other {Import # contacts}}',
  },
  reading: { id: 'xpbx.contacts.import.reading', defaultMessage: 'Reading {file}…' },
  goodRows: {
    id: 'xpbx.contacts.import.goodRows',
    defaultMessage:
      '{count, plural, =0 {No row can be imported.} one {# contact is ready to import.} other {# contacts are ready to import.}}',
  },
  badRows: {
    id: 'xpbx.contacts.import.badRows',
    defaultMessage: '{count, plural, one {# row will be left out:} other {# rows will be left out:}}',
  },
  badRow: { id: 'xpbx.contacts.import.badRow', defaultMessage: 'Row {line}: {messages}' },
  failed: { id: 'xpbx.contacts.import.failed', defaultMessage: 'The file could not be read: {reason}' },
  applyFailed: {
    id: 'xpbx.contacts.import.applyFailed',
    defaultMessage: 'The contacts were not imported: {reason}',
  },
  imported: {
    id: 'xpbx.contacts.import.imported',
    defaultMessage:
      '{count, plural, one {You have imported # contact successfully.} other {You have imported # contacts successfully.}}',
  },
});
