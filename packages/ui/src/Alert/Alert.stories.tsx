import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Alert } from './Alert';
import { alertKinds } from './Alert.variants';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  argTypes: { kind: { control: 'inline-radio', options: alertKinds } },
  args: { kind: 'info', children: 'Your email address is not verified yet.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Kinds: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} kind="success" title="Saved">
        Widget data saved!
      </Alert>
      <Alert {...args} kind="danger" title="Error">
        Please verify your account to complete this request
      </Alert>
      <Alert {...args} kind="info">
        Email has been resent to your address! Please check
      </Alert>
    </div>
  ),
};

export const Danger: Story = { args: { kind: 'danger', children: 'Please fix all the errors' } };

export const WithAction: Story = {
  args: {
    title: 'Verify your email',
    children: 'Widgets and numbers are available once your email address is verified.',
    action: <Button size="small">Resend email</Button>,
  },
};

export const LongText: Story = {
  args: {
    kind: 'danger',
    title: 'Something went wrong with editing inbound routing, please try again',
    children:
      'The routing rule Customer-Support-Escalations-Berlin-Weekend-Shift-Overflow could not be saved because its timeslot overlaps with another rule of the same destination.',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    kind: 'success',
    title: 'تم الحفظ',
    children: 'تم حفظ بيانات الأداة!',
    action: <Button size="small">عرض</Button>,
  },
};
