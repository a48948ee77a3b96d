import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OrderList } from './OrderList';

const members = [
  { id: 1, name: 'Anna', number: '201' },
  { id: 2, name: 'Boris', number: '+359 2 987 6543' },
  { id: 3, name: 'Chen', number: '203' },
];
type Member = (typeof members)[number];

function Members({ disabled = false }: { disabled?: boolean }) {
  const [items, setItems] = useState(members);
  return (
    <OrderList<Member>
      aria-label="Ringing order"
      items={items}
      itemKey={(member) => member.id}
      itemName={(member) => member.name}
      renderItem={(member) => (
        <>
          <strong>{member.name}</strong> <span dir="ltr">{member.number}</span>
        </>
      )}
      onReorder={setItems}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Data display/OrderList',
  component: Members,
  args: { disabled: false },
} satisfies Meta<typeof Members>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ring-group members in ringing order; Tab to a button, Enter or Space moves the member. */
export const Default: Story = {};

/** While the new order is being saved. */
export const Disabled: Story = { args: { disabled: true } };
