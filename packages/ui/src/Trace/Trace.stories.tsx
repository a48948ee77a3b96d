import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trace } from './Trace';

const meta = {
  title: 'Data display/Trace',
  component: Trace,
  args: { label: 'How the call was routed' },
  render: (args) => (
    <Trace {...args}>
      <Trace.Step outcome="skip" title="Outbound route 1" status="Skipped: the called number does not match">
        <span dir="ltr">^44</span>
      </Trace.Step>
      <Trace.Step outcome="match" title="Outbound route 2" status="Chosen (priority 5)" />
      <Trace.Step outcome="match" title="Trunk rule 1" status="Applied: change called number">
        <span dir="ltr">00359888123456 → 359888123456</span>
      </Trace.Step>
      <Trace.Step outcome="info" title="Rate" status="Prefix 359888, effective 1 Jan 2026">
        €0.0120 a minute
      </Trace.Step>
      <Trace.Step outcome="error" title="Carrier trunk" status="No outgoing trunk has free channels" />
    </Trace>
  ),
} satisfies Meta<typeof Trace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RTL: Story = { args: { label: 'كيف تم توجيه المكالمة' }, globals: { dir: 'rtl', locale: 'ar' } };
