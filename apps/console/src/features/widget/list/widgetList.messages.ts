import type { BillingPeriod, WidgetPlan } from '@switchboard/contract';
import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type Value = { value: string };
type None = NoMessageValues;

/** The widgets page (spec §2, §4): the account's widgets, the active one, create, edit, delete. */
export const widgetListMessages = defineMessages<{
  title: None;
  description: None;
  listLabel: None;
  newWidget: None;
  activeBadge: None;
  availability: Value;
  plan: Value;
  billingPeriod: Value;
  created: Value;
  publicKey: Value;
  availabilityActive: None;
  availabilityInactive: None;
  makeActive: None;
  makeActiveLabel: Name;
  activated: Name;
  edit: Name;
  remove: Name;
  editTip: None;
  removeTip: None;
  createTitle: None;
  editTitle: None;
  name: None;
  available: None;
  availableHint: None;
  cancel: None;
  save: None;
}>({
  title: { id: 'widgetList.title', defaultMessage: 'Widgets' },
  description: {
    id: 'widgetList.description',
    defaultMessage:
      'The contact widgets of your account. The active widget is the one every widget screen shows and edits.',
  },
  listLabel: { id: 'widgetList.listLabel', defaultMessage: 'Your widgets' },
  newWidget: { id: 'widgetList.new', defaultMessage: 'New widget' },
  activeBadge: { id: 'widgetList.activeBadge', defaultMessage: 'Active widget' },
  availability: { id: 'widgetList.availability', defaultMessage: 'Availability: {value}' },
  plan: { id: 'widgetList.plan', defaultMessage: 'Plan: {value}' },
  billingPeriod: { id: 'widgetList.billingPeriod', defaultMessage: 'Billing period: {value}' },
  created: { id: 'widgetList.created', defaultMessage: 'Created: {value}' },
  publicKey: { id: 'widgetList.publicKey', defaultMessage: 'Public key: {value}' },
  availabilityActive: { id: 'widgetList.availability.active', defaultMessage: 'Active' },
  availabilityInactive: { id: 'widgetList.availability.inactive', defaultMessage: 'Inactive' },
  makeActive: { id: 'widgetList.makeActive', defaultMessage: 'Make active' },
  makeActiveLabel: { id: 'widgetList.makeActiveLabel', defaultMessage: 'Make active: {name}' },
  activated: { id: 'widgetList.activated', defaultMessage: '{name} is now the active widget.' },
  edit: { id: 'widgetList.action.edit', defaultMessage: 'Edit widget {name}' },
  remove: { id: 'widgetList.action.delete', defaultMessage: 'Delete widget {name}' },
  editTip: { id: 'widgetList.tip.edit', defaultMessage: 'Edit' },
  removeTip: { id: 'widgetList.tip.delete', defaultMessage: 'Delete' },
  createTitle: { id: 'widgetList.dialog.createTitle', defaultMessage: 'Create widget' },
  editTitle: { id: 'widgetList.dialog.editTitle', defaultMessage: 'Edit widget' },
  name: { id: 'widgetList.field.name', defaultMessage: 'Name' },
  available: { id: 'widgetList.field.available', defaultMessage: 'Available to visitors' },
  availableHint: {
    id: 'widgetList.field.availableHint',
    defaultMessage: 'An inactive widget is not shown on your website.',
  },
  cancel: { id: 'widgetList.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'widgetList.dialog.save', defaultMessage: 'Save' },
});

/** Spec §1 plan names. */
export const planMessages: Record<WidgetPlan, MessageDescriptor> = defineMessages({
  start: { id: 'widgetList.planName.start', defaultMessage: 'Start' },
  business: { id: 'widgetList.planName.business', defaultMessage: 'Business' },
  'business-pro': { id: 'widgetList.planName.businessPro', defaultMessage: 'Business pro' },
  enterprise: { id: 'widgetList.planName.enterprise', defaultMessage: 'Enterprise' },
});

export const billingPeriodMessages: Record<BillingPeriod, MessageDescriptor> = defineMessages({
  yearly: { id: 'widgetList.billing.yearly', defaultMessage: 'Yearly' },
  monthly: { id: 'widgetList.billing.monthly', defaultMessage: 'Monthly' },
});
