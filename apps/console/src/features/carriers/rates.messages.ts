import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** A carrier's rates, the billing-model explainer and the rate-deck import (spec §2, §3 Carrier rate, §9). */
export const ratesMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  prefix: None;
  prefixName: None;
  cli: None;
  localRate: None;
  setupRate: None;
  originRate: None;
  carrierRate: None;
  effectiveDate: None;
  setupTime: None;
  minimumTime: None;
  restTime: None;
  rateHint: None;
  explainer: None;
  explainerRule: { setup: string | number; minimum: string | number; rest: string | number };
  explainerTable: None;
  example: { duration: string | number; billed: string | number; cost: string | number };
  exampleNoRate: { duration: string | number; billed: string | number };
  importButton: None;
  importTitle: None;
  importFile: None;
  importFileHint: None;
  importDate: None;
  preview: None;
  apply: None;
  cancel: None;
  uploading: { file: string | number };
  applying: { count: string | number };
  summary: {
    rows: string | number;
    added: string | number;
    changed: string | number;
    removed: string | number;
    unchanged: string | number;
  };
  errorsHeading: { count: string | number };
  errorLine: { line: string | number; message: string | number };
  added: None;
  changed: None;
  removed: None;
  firstRows: { shown: string | number; total: string | number };
  diffTabs: None;
  oldToNew: { old: string | number; new: string | number };
  applied: { added: string | number; changed: string | number; removed: string | number };
  importFailed: { reason: string | number };
  applyFailed: { reason: string | number };
  nothingToApply: None;
  fixFirst: None;
  chooseFile: None;
}>({
  title: { id: 'xpbx.rates.title', defaultMessage: 'Carrier rates' },
  description: {
    id: 'xpbx.rates.description',
    defaultMessage: 'Prices per minute by the longest matching prefix, from their effective date.',
  },
  tableLabel: { id: 'xpbx.rates.table', defaultMessage: 'Carrier rates' },
  noun: { id: 'xpbx.rates.noun', defaultMessage: 'rates' },
  add: { id: 'xpbx.rates.add', defaultMessage: 'Add carrier rate' },
  editTitle: { id: 'xpbx.rates.editTitle', defaultMessage: 'Edit carrier rate' },
  prefix: { id: 'xpbx.rates.field.prefix', defaultMessage: 'Prefix' },
  prefixName: { id: 'xpbx.rates.field.prefixName', defaultMessage: 'Prefix name' },
  cli: { id: 'xpbx.rates.field.cli', defaultMessage: 'CLI' },
  localRate: { id: 'xpbx.rates.field.localRate', defaultMessage: 'Local rate' },
  setupRate: { id: 'xpbx.rates.field.setupRate', defaultMessage: 'Setup rate' },
  originRate: { id: 'xpbx.rates.field.originRate', defaultMessage: 'Origin rate' },
  carrierRate: { id: 'xpbx.rates.field.carrierRate', defaultMessage: 'International rate' },
  effectiveDate: { id: 'xpbx.rates.field.effectiveDate', defaultMessage: 'Effective date' },
  setupTime: { id: 'xpbx.rates.field.setupTime', defaultMessage: 'Setup time (s)' },
  minimumTime: { id: 'xpbx.rates.field.minimumTime', defaultMessage: 'Minimum billing time (s)' },
  restTime: { id: 'xpbx.rates.field.restTime', defaultMessage: 'Rest billing time (s)' },
  rateHint: { id: 'xpbx.rates.rateHint', defaultMessage: 'Per minute, up to six decimals.' },
  explainer: { id: 'xpbx.rates.explainer', defaultMessage: 'Billing model' },
  explainerRule: {
    id: 'xpbx.rates.explainerRule',
    defaultMessage:
      'A call is billed {setup} s of setup, then at least {minimum} s, then in steps of {rest} s. A call of 0 s is not billed.',
  },
  explainerTable: { id: 'xpbx.rates.explainerTable', defaultMessage: 'Examples of this billing model' },
  example: {
    id: 'xpbx.rates.example',
    defaultMessage: 'A call of {duration} is billed as {billed}: {cost}',
  },
  exampleNoRate: {
    id: 'xpbx.rates.exampleNoRate',
    defaultMessage: 'A call of {duration} is billed as {billed}',
  },
  importButton: { id: 'xpbx.rates.import', defaultMessage: 'Import rate deck' },
  importTitle: { id: 'xpbx.rates.importTitle', defaultMessage: 'Import rate deck' },
  importFile: { id: 'xpbx.rates.importFile', defaultMessage: 'Rate deck (CSV or XLSX)' },
  importFileHint: {
    id: 'xpbx.rates.importFileHint',
    defaultMessage:
      'Columns: prefix, prefix_name, carrier_rate, setup_rate, effective_date, setup_time, minimum_time, rest_time.',
  },
  importDate: { id: 'xpbx.rates.importDate', defaultMessage: 'Effective date of rows without one' },
  preview: { id: 'xpbx.rates.preview', defaultMessage: 'Preview' },
  apply: { id: 'xpbx.rates.apply', defaultMessage: 'Apply' },
  cancel: { id: 'xpbx.rates.cancel', defaultMessage: 'Cancel' },
  uploading: { id: 'xpbx.rates.uploading', defaultMessage: 'Uploading and reading {file}' },
  applying: { id: 'xpbx.rates.applying', defaultMessage: 'Applying {count, number} changes' },
  summary: {
    id: 'xpbx.rates.summary',
    defaultMessage:
      '{rows, number} rows read: {added, number} added, {changed, number} changed, {removed, number} removed, {unchanged, number} unchanged.',
  },
  errorsHeading: {
    id: 'xpbx.rates.errorsHeading',
    defaultMessage: '{count, plural, one {# line could not be read} other {# lines could not be read}}',
  },
  errorLine: { id: 'xpbx.rates.errorLine', defaultMessage: 'Line {line}: {message}' },
  added: { id: 'xpbx.rates.added', defaultMessage: 'Added' },
  changed: { id: 'xpbx.rates.changed', defaultMessage: 'Changed' },
  removed: { id: 'xpbx.rates.removed', defaultMessage: 'Removed' },
  firstRows: { id: 'xpbx.rates.firstRows', defaultMessage: 'The first {shown, number} of {total, number}' },
  diffTabs: { id: 'xpbx.rates.diffTabs', defaultMessage: 'Changes in the deck' },
  oldToNew: { id: 'xpbx.rates.oldToNew', defaultMessage: '{old} → {new}' },
  applied: {
    id: 'xpbx.rates.applied',
    defaultMessage:
      'The rate deck was applied: {added, number} added, {changed, number} changed, {removed, number} removed.',
  },
  importFailed: {
    id: 'xpbx.rates.importFailed',
    defaultMessage: 'The rate deck could not be read: {reason}',
  },
  applyFailed: {
    id: 'xpbx.rates.applyFailed',
    defaultMessage: 'Nothing was changed: the rate deck could not be applied ({reason}). Upload it again.',
  },
  nothingToApply: {
    id: 'xpbx.rates.nothing',
    defaultMessage: 'The file changes nothing in the current deck.',
  },
  fixFirst: {
    id: 'xpbx.rates.fixFirst',
    defaultMessage:
      'Nothing can be applied while a line cannot be read: fix the lines above and upload the file again.',
  },
  chooseFile: { id: 'xpbx.rates.chooseFile', defaultMessage: 'Please select file' },
});
