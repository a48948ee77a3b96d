import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    name: 'alice',
    defaultOpen: true,
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1500)),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button kind="danger">Delete</Button> },
};

/** Confirm pressed: the button shows progress until the delete finishes. */
export const Loading: Story = {
  args: { onConfirm: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await expect(body.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Their extensions stay in the account and can be given to another user.' },
};

export const LongText: Story = {
  args: { name: 'customer-support-escalations-team-berlin-office-weekend-shift@example.com' },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { title: 'هل أنت متأكد أنك تريد حذف أحمد؟', confirmLabel: 'تأكيد' },
};
