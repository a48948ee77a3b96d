import { defineMessages, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type Item = { item: string };
type None = NoMessageValues;

/**
 * What every resource page says the same way: the spec §8 notices ('You have created {item}
 * successfully.'), row actions and their tooltips (spec §2), the dialog's buttons and the shared
 * columns. `{item}` is `item`: the resource's noun (a message of its declaration) and the record's name.
 */
export const resourceMessages = defineMessages<{
  item: { noun: string; name: string };
  created: Item;
  createFailed: Item;
  edited: Item;
  editFailed: Item;
  updated: Item;
  updateFailed: Item;
  deleted: Item;
  deleteFailed: Item;
  cloned: Item;
  cloneFailed: Item;
  newItem: None;
  edit: Name;
  activate: Name;
  deactivate: Name;
  remove: Name;
  clone: Name;
  editTip: None;
  activateTip: None;
  deactivateTip: None;
  removeTip: None;
  cloneTip: None;
  deleteSelected: None;
  cancel: None;
  save: None;
  status: None;
  statusActive: None;
  statusInactive: None;
  createdAt: None;
  updatedAt: None;
}>({
  item: { id: 'resource.item', defaultMessage: '{noun} {name}' },
  created: { id: 'resource.created', defaultMessage: 'You have created {item} successfully.' },
  createFailed: {
    id: 'resource.createFailed',
    defaultMessage: 'Something went wrong with creating {item}, please try again',
  },
  edited: { id: 'resource.edited', defaultMessage: 'You have edited {item} successfully.' },
  editFailed: {
    id: 'resource.editFailed',
    defaultMessage: 'Something went wrong with editing {item}, please try again',
  },
  updated: { id: 'resource.updated', defaultMessage: 'You have updated {item} successfully.' },
  updateFailed: {
    id: 'resource.updateFailed',
    defaultMessage: 'Something went wrong with updating {item}, please try again',
  },
  deleted: { id: 'resource.deleted', defaultMessage: 'You have deleted {item} successfully.' },
  deleteFailed: {
    id: 'resource.deleteFailed',
    defaultMessage: 'Something went wrong with deleting {item}, please try again',
  },
  cloned: { id: 'resource.cloned', defaultMessage: 'You have cloned {item} successfully.' },
  cloneFailed: {
    id: 'resource.cloneFailed',
    defaultMessage: 'Something went wrong with cloning {item}, please try again',
  },
  newItem: { id: 'resource.new', defaultMessage: 'New' },
  edit: { id: 'resource.action.edit', defaultMessage: 'Edit {name}' },
  activate: { id: 'resource.action.activate', defaultMessage: 'Activate {name}' },
  deactivate: { id: 'resource.action.deactivate', defaultMessage: 'Deactivate {name}' },
  remove: { id: 'resource.action.delete', defaultMessage: 'Delete {name}' },
  clone: { id: 'resource.action.clone', defaultMessage: 'Clone {name}' },
  editTip: { id: 'resource.tip.edit', defaultMessage: 'Edit' },
  activateTip: { id: 'resource.tip.activate', defaultMessage: 'Set active' },
  deactivateTip: { id: 'resource.tip.deactivate', defaultMessage: 'Set inactive' },
  removeTip: { id: 'resource.tip.delete', defaultMessage: 'Delete' },
  cloneTip: { id: 'resource.tip.clone', defaultMessage: 'Clone' },
  deleteSelected: { id: 'resource.deleteSelected', defaultMessage: 'Delete selected' },
  cancel: { id: 'resource.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'resource.dialog.save', defaultMessage: 'Save' },
  status: { id: 'resource.column.status', defaultMessage: 'Status' },
  statusActive: { id: 'resource.status.active', defaultMessage: 'Active' },
  statusInactive: { id: 'resource.status.inactive', defaultMessage: 'Inactive' },
  createdAt: { id: 'resource.column.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'resource.column.updatedAt', defaultMessage: 'Updated' },
});
