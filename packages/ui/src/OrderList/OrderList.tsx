import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { List } from '../List/List';
import * as styles from './OrderList.css';
import { orderListMessages as m } from './OrderList.messages';

export interface OrderListProps<T> {
  /** The items in their current order. */
  items: readonly T[];
  /** A stable key per item. */
  itemKey: (item: T) => string | number;
  /** Names the item in its buttons and in the announcement of a move ('Move Anna up'). */
  itemName: (item: T) => string;
  /** What a row shows after its position. @default the item's name */
  renderItem?: (item: T) => ReactNode;
  /** Called with the items in their new order after each move. */
  onReorder: (items: T[]) => void;
  /** Names the list for screen readers. */
  'aria-label': string;
  /** Turns the buttons off (e.g. while a move is saved). @default false */
  disabled?: boolean;
}

type Direction = 'up' | 'down';

/**
 * An ordered list whose items move by keyboard as well as by pointer: each row has 'Move … up' and
 * 'Move … down' buttons. Focus stays with the moved item (on the other button once it reaches an
 * end) and a polite announcement says its new position, so a screen-reader user hears the result.
 */
export function OrderList<T>({
  items,
  itemKey,
  itemName,
  renderItem,
  onReorder,
  disabled = false,
  'aria-label': label,
}: OrderListProps<T>) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refFor = (key: string | number, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${direction}`, element);
    else buttons.current.delete(`${key}:${direction}`);
  };

  const move = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const item = items[index];
    if (item === undefined || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, item);
    onReorder(next);
    setAnnouncement(
      intl.formatMessage(m.moved, { name: itemName(item), position: target + 1, count: items.length }),
    );
    // At an end the pressed button turns off: keep focus on the item by its other button.
    const atEnd = direction === 'up' ? target === 0 : target === items.length - 1;
    const key = itemKey(item);
    requestAnimationFrame(() =>
      buttons.current.get(`${key}:${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`)?.focus(),
    );
  };

  return (
    <>
      <List as="ol" aria-label={label} dividers>
        {items.map((item, index) => {
          const key = itemKey(item);
          const name = itemName(item);
          return (
            <List.Item
              key={key}
              actions={
                <>
                  <Button
                    ref={refFor(key, 'up')}
                    size="small"
                    kind="ghost"
                    icon={<Icon name="chevronUp" />}
                    aria-label={intl.formatMessage(m.moveUp, { name })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, 'up')}
                  />
                  <Button
                    ref={refFor(key, 'down')}
                    size="small"
                    kind="ghost"
                    icon={<Icon name="chevronDown" />}
                    aria-label={intl.formatMessage(m.moveDown, { name })}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, 'down')}
                  />
                </>
              }
            >
              <span className={styles.content}>
                <span className={styles.position} aria-hidden="true">
                  {intl.formatNumber(index + 1)}
                </span>
                {renderItem ? renderItem(item) : name}
              </span>
            </List.Item>
          );
        })}
      </List>
      <div role="status" aria-live="polite" className={styles.announcement}>
        {announcement}
      </div>
    </>
  );
}
