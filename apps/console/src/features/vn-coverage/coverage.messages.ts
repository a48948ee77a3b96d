import { defineMessages } from 'react-intl';

export const coverageMessages = defineMessages({
  title: { id: 'virtualNumber.coverage.title', defaultMessage: 'Pricing & Coverage' },
  description: {
    id: 'virtualNumber.coverage.description',
    defaultMessage:
      'The countries and number types on offer, with their prices. Search by country or dialling code.',
  },
  noun: { id: 'virtualNumber.coverage.noun', defaultMessage: 'offers' },
  country: { id: 'virtualNumber.coverage.country', defaultMessage: 'Country' },
  dialCode: { id: 'virtualNumber.coverage.dialCode', defaultMessage: 'Dialling code' },
  numberType: { id: 'virtualNumber.coverage.numberType', defaultMessage: 'Number type' },
  setup: { id: 'virtualNumber.coverage.setup', defaultMessage: 'Setup' },
  monthly: { id: 'virtualNumber.coverage.monthly', defaultMessage: 'Monthly' },
  channels: { id: 'virtualNumber.coverage.channels', defaultMessage: 'Channels' },
  sms: { id: 'virtualNumber.coverage.sms', defaultMessage: 'SMS' },
  documents: { id: 'virtualNumber.coverage.documents', defaultMessage: 'Documents' },
  yes: { id: 'virtualNumber.coverage.yes', defaultMessage: 'Yes' },
  no: { id: 'virtualNumber.coverage.no', defaultMessage: 'No' },
  required: { id: 'virtualNumber.coverage.required', defaultMessage: 'Required' },
  notRequired: { id: 'virtualNumber.coverage.notRequired', defaultMessage: 'Not required' },
  order: { id: 'virtualNumber.coverage.order', defaultMessage: 'Order' },
});

/** The Order button's accessible name: which offer it orders. */
export const orderNameMessages = defineMessages<{ orderName: { type: string; country: string } }>({
  orderName: { id: 'virtualNumber.coverage.orderName', defaultMessage: 'Order {type} numbers in {country}' },
});

export const orderDialogMessages = defineMessages({
  title: { id: 'virtualNumber.order.title', defaultMessage: 'Order numbers' },
  quantity: { id: 'virtualNumber.order.quantity', defaultMessage: 'Quantity' },
  areaCode: { id: 'virtualNumber.order.areaCode', defaultMessage: 'Area code' },
  areaCodeHint: {
    id: 'virtualNumber.order.areaCodeHint',
    defaultMessage: 'Optional: the digits the numbers should start with after the dialling code.',
  },
  documents: {
    id: 'virtualNumber.order.documents',
    defaultMessage: 'The regulator asks for documents before these numbers are given.',
  },
  cancel: { id: 'virtualNumber.order.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'virtualNumber.order.submit', defaultMessage: 'Place order' },
  placed: { id: 'virtualNumber.order.placed', defaultMessage: 'You have created the order successfully.' },
  fixErrors: { id: 'virtualNumber.order.fixErrors', defaultMessage: 'Please fix all the errors' },
});

/** The order dialog's sentences naming the offer and what it costs. */
export const orderTextMessages = defineMessages<{
  description: { type: string; country: string; dialCode: string; setup: string; monthly: string };
  total: { total: string; monthly: string };
}>({
  description: {
    id: 'virtualNumber.order.description',
    defaultMessage: '{type} numbers in {country} ({dialCode}): {setup} setup and {monthly} a month each.',
  },
  total: {
    id: 'virtualNumber.order.total',
    defaultMessage: 'Charged when the numbers are delivered: {total}, then {monthly} a month.',
  },
});
