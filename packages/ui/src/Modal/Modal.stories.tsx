import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Modal } from './Modal';
import { modalWidths } from './Modal.variants';

const footer = (
  <>
    <Modal.Close>
      <Button>Close</Button>
    </Modal.Close>
    <Button kind="primary">Save</Button>
  </>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  argTypes: { width: { control: 'inline-radio', options: modalWidths } },
  args: {
    title: 'Create user',
    width: 'medium',
    defaultOpen: true,
    footer,
    children: 'Fill in the username, description and password, then save.',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button kind="primary">New</Button> },
};

export const Large: Story = { args: { width: 'large', title: 'Edit user' } };

export const Small: Story = {
  args: { width: 'small', title: 'Delete user', children: 'Are you sure you want to delete alice?' },
};

export const WithDescription: Story = {
  args: { description: 'All fields are required.' },
};

export const LongText: Story = {
  args: {
    title: 'Terms and services of the Switchboard telephony console for account owners and their users',
    children: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((n) => (
      <p key={n}>
        Paragraph {n}: calls, numbers and extensions are billed per minute after the setup time; the rest
        billing time rounds up to the next full minute.
      </p>
    )),
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    title: 'إنشاء مستخدم',
    children: 'أدخل اسم المستخدم والوصف وكلمة المرور ثم احفظ.',
    footer: (
      <>
        <Modal.Close>
          <Button>إغلاق</Button>
        </Modal.Close>
        <Button kind="primary">حفظ</Button>
      </>
    ),
  },
};
