import { defineMessages, type NoMessageValues } from 'react-intl';

/** The capacity pools page, its table and its dialog. */
export const capacityMessages = defineMessages({
  title: { id: 'virtualNumber.capacity.title', defaultMessage: 'Capacity pools' },
  description: {
    id: 'virtualNumber.capacity.description',
    defaultMessage:
      'Channels your numbers share: a pool’s numbers carry at most its limit of calls at once, and a call over it is refused.',
  },
  tableLabel: { id: 'virtualNumber.capacity.tableLabel', defaultMessage: 'Capacity pools' },
  noun: { id: 'virtualNumber.capacity.noun', defaultMessage: 'pools' },
  add: { id: 'virtualNumber.capacity.add', defaultMessage: 'Add pool' },
  name: { id: 'virtualNumber.capacity.name', defaultMessage: 'Name' },
  channelLimit: { id: 'virtualNumber.capacity.channelLimit', defaultMessage: 'Channel limit' },
  channelLimitHint: {
    id: 'virtualNumber.capacity.channelLimitHint',
    defaultMessage: 'Calls the pool’s numbers may carry at once, together.',
  },
  inUse: { id: 'virtualNumber.capacity.inUse', defaultMessage: 'In use' },
  numbers: { id: 'virtualNumber.capacity.numbers', defaultMessage: 'Numbers' },
  numbersHint: {
    id: 'virtualNumber.capacity.numbersHint',
    defaultMessage: 'The numbers you rent; a number is in one pool at most.',
  },
  noRentedNumbers: {
    id: 'virtualNumber.capacity.noRentedNumbers',
    defaultMessage: 'You rent no numbers yet: order them under Pricing & Coverage.',
  },
  createTitle: { id: 'virtualNumber.capacity.createTitle', defaultMessage: 'Add capacity pool' },
  editTitle: { id: 'virtualNumber.capacity.editTitle', defaultMessage: 'Edit capacity pool' },
});

/** Texts with values: the use of a pool, its numbers, a number another pool holds. */
export const capacityValueMessages = defineMessages<{
  inUseOf: { in_use: number; limit: number };
  inUseOfPool: { name: string };
  noNumbers: NoMessageValues;
  numbersAndMore: { numbers: string; more: number };
  inOtherPool: { number: string; pool: string };
}>({
  inUseOf: { id: 'virtualNumber.capacity.inUseOf', defaultMessage: '{in_use} of {limit}' },
  inUseOfPool: { id: 'virtualNumber.capacity.inUseOfPool', defaultMessage: 'Channels in use: {name}' },
  noNumbers: { id: 'virtualNumber.capacity.noNumbers', defaultMessage: 'No numbers' },
  numbersAndMore: {
    id: 'virtualNumber.capacity.numbersAndMore',
    defaultMessage: '{numbers} and {more, plural, one {# more} other {# more}}',
  },
  inOtherPool: { id: 'virtualNumber.capacity.inOtherPool', defaultMessage: '{number} (in pool {pool})' },
});
