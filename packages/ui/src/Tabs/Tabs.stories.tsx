import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'inbound', children: null },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Routing">
        <Tabs.Tab value="inbound">Inbound</Tabs.Tab>
        <Tabs.Tab value="outbound">Outbound</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inbound">Inbound rules route calls to numbers, queues and ring groups.</Tabs.Panel>
      <Tabs.Panel value="outbound">Outbound rules pick the carrier trunk for each destination.</Tabs.Panel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'outbound' } };

export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Payments">
        <Tabs.Tab value="inbound">Cards</Tabs.Tab>
        <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
        <Tabs.Tab value="subscriptions" disabled>
          Subscriptions
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inbound">Your saved cards.</Tabs.Panel>
      <Tabs.Panel value="transactions">No data available in table</Tabs.Panel>
      <Tabs.Panel value="subscriptions">No subscriptions.</Tabs.Panel>
    </Tabs>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Settings">
        {[
          'Main settings and opening hours',
          'Departments of this office',
          'Sidebar and appearance',
          'Security: countries and IP blacklist',
          'Installation',
        ].map((label, i) => (
          <Tabs.Tab key={label} value={i === 0 ? 'inbound' : label}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="inbound">Offices with main settings and opening hours.</Tabs.Panel>
    </Tabs>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="التوجيه">
        <Tabs.Tab value="inbound">الوارد</Tabs.Tab>
        <Tabs.Tab value="outbound">الصادر</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inbound">قواعد المكالمات الواردة.</Tabs.Panel>
      <Tabs.Panel value="outbound">قواعد المكالمات الصادرة.</Tabs.Panel>
    </Tabs>
  ),
};
