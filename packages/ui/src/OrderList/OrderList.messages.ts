import { defineMessages } from 'react-intl';

export const orderListMessages = defineMessages<{
  moveUp: { name: string };
  moveDown: { name: string };
  moved: { name: string; position: number; count: number };
}>({
  moveUp: { id: 'ui.orderList.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'ui.orderList.moveDown', defaultMessage: 'Move {name} down' },
  moved: { id: 'ui.orderList.moved', defaultMessage: '{name} moved to position {position} of {count}' },
});
