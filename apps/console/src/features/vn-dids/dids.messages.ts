import type { OrderStatus } from '@switchboard/contract';
import { defineMessages } from 'react-intl';

export const didsMessages = defineMessages({
  title: { id: 'virtualNumber.dids.title', defaultMessage: 'DID numbers' },
  description: {
    id: 'virtualNumber.dids.description',
    defaultMessage: 'The numbers you rent, where their calls go, and your orders for more.',
  },
  orderMore: { id: 'virtualNumber.dids.orderMore', defaultMessage: 'Order numbers' },
  numbers: { id: 'virtualNumber.dids.numbers', defaultMessage: 'Numbers' },
  numbersNoun: { id: 'virtualNumber.dids.numbersNoun', defaultMessage: 'numbers' },
  number: { id: 'virtualNumber.dids.number', defaultMessage: 'Number' },
  country: { id: 'virtualNumber.dids.country', defaultMessage: 'Country' },
  numberType: { id: 'virtualNumber.dids.numberType', defaultMessage: 'Number type' },
  target: { id: 'virtualNumber.dids.target', defaultMessage: 'Calls go to' },
  monthly: { id: 'virtualNumber.dids.monthly', defaultMessage: 'Monthly' },
  paidUntil: { id: 'virtualNumber.dids.paidUntil', defaultMessage: 'Paid until' },
  route: { id: 'virtualNumber.dids.route', defaultMessage: 'Route' },
  release: { id: 'virtualNumber.dids.release', defaultMessage: 'Release' },
  releaseTitle: { id: 'virtualNumber.dids.releaseTitle', defaultMessage: 'Release number' },
  released: {
    id: 'virtualNumber.dids.released',
    defaultMessage: 'You have deleted the number successfully.',
  },
  orders: { id: 'virtualNumber.dids.orders', defaultMessage: 'Orders' },
  ordersNoun: { id: 'virtualNumber.dids.ordersNoun', defaultMessage: 'orders' },
  quantity: { id: 'virtualNumber.dids.quantity', defaultMessage: 'Quantity' },
  status: { id: 'virtualNumber.dids.status', defaultMessage: 'Status' },
  channel: { id: 'virtualNumber.dids.channel', defaultMessage: 'Channels' },
  reason: { id: 'virtualNumber.dids.reason', defaultMessage: 'Reason' },
  createdAt: { id: 'virtualNumber.dids.createdAt', defaultMessage: 'Created at' },
  cancelOrder: { id: 'virtualNumber.dids.cancelOrder', defaultMessage: 'Cancel order' },
  cancelled: {
    id: 'virtualNumber.dids.cancelled',
    defaultMessage: 'You have cancelled the order successfully.',
  },
  failed: { id: 'virtualNumber.dids.failed', defaultMessage: 'Something went wrong, please try again' },
  routeTitle: { id: 'virtualNumber.dids.routeTitle', defaultMessage: 'Route number' },
  routed: { id: 'virtualNumber.dids.routed', defaultMessage: 'You have edited the number successfully.' },
  save: { id: 'virtualNumber.dids.save', defaultMessage: 'Save' },
  close: { id: 'virtualNumber.dids.close', defaultMessage: 'Close' },
  fixErrors: { id: 'virtualNumber.dids.fixErrors', defaultMessage: 'Please fix all the errors' },
});

/** The release dialog's question names the number. */
export const releaseMessages = defineMessages<{ question: { name: string } }>({
  question: {
    id: 'virtualNumber.dids.releaseQuestion',
    defaultMessage: 'Are you sure you want to release {name}? It leaves your PBX and is no longer charged.',
  },
});

/** Spec §3 Orders' order_status in words. */
export const orderStatusMessages: Record<OrderStatus, { id: string; defaultMessage: string }> =
  defineMessages({
    pending: { id: 'virtualNumber.orderStatus.pending', defaultMessage: 'Pending' },
    active: { id: 'virtualNumber.orderStatus.active', defaultMessage: 'Active' },
    rejected: { id: 'virtualNumber.orderStatus.rejected', defaultMessage: 'Rejected' },
    cancelled: { id: 'virtualNumber.orderStatus.cancelled', defaultMessage: 'Cancelled' },
  });
