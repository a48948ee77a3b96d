import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithKit } from '../test/render';
import { OrderList } from './OrderList';

const people = ['Anna', 'Boris', 'Chen'];

function Harness({ onReorder }: { onReorder?: (names: string[]) => void }) {
  const [items, setItems] = useState(people);
  return (
    <OrderList
      aria-label="Ringing order"
      items={items}
      itemKey={(name) => name}
      itemName={(name) => name}
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Ringing order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));

describe('OrderList', () => {
  it('is a named ordered list whose first item cannot go up nor the last down', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('list', { name: 'Ringing order' }).tagName).toBe('OL');
    expect(order()).toEqual(people);
    expect(screen.getByRole('button', { name: 'Move Anna up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Chen down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Boris up' })).toBeEnabled();
  });

  it('moves an item by keyboard, keeps focus on it and announces its new place', async () => {
    const moves: string[][] = [];
    const { user } = renderWithKit(<Harness onReorder={(next) => moves.push(next)} />);
    screen.getByRole('button', { name: 'Move Chen up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Anna', 'Chen', 'Boris']);
    expect(screen.getByRole('status')).toHaveTextContent('Chen moved to position 2 of 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Chen up' })).toHaveFocus());

    // Once at the top its up button turns off: focus moves to its down button.
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Chen', 'Anna', 'Boris']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Chen down' })).toHaveFocus());
    expect(moves).toEqual([
      ['Anna', 'Chen', 'Boris'],
      ['Chen', 'Anna', 'Boris'],
    ]);
  });

  it('turns every button off while disabled', () => {
    renderWithKit(
      <OrderList
        aria-label="Order"
        items={people}
        itemKey={(n) => n}
        itemName={(n) => n}
        onReorder={() => {}}
        disabled
      />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
