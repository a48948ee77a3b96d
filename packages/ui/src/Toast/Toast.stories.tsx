import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Toaster } from './Toast';
import { createToastStore, type ToastStore } from './Toast.store';
import type { ToastKind } from './Toast.variants';

/** A story-local queue, filled once, whose toasts stay until closed so screenshots see them. */
function StoryToaster({ toasts }: { toasts: [ToastKind, ReactNode][] }) {
  const [store] = useState(() => {
    const created = createToastStore();
    for (const [kind, message] of toasts) created[kind](message, { duration: Infinity });
    return created;
  });
  return <Toaster store={store} />;
}

function AutoCloseDemo() {
  const [store] = useState(createToastStore);
  return (
    <>
      <Playground store={store} />
      <Toaster store={store} />
    </>
  );
}

function Playground({ store }: { store: ToastStore }) {
  return (
    <div style={{ display: 'flex', gap: 8, paddingBlockStart: 200 }}>
      <Button kind="primary" onClick={() => store.success('Widget data saved!')}>
        Success
      </Button>
      <Button kind="danger" onClick={() => store.danger('Request timed out')}>
        Danger
      </Button>
      <Button onClick={() => store.light('Email has been resent to your address! Please check')}>
        Light
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <StoryToaster toasts={[['success', 'Widget data saved!']]} />,
};

/** Spec §2: success, danger and light toasts stacked at the top, newest first. */
export const Stack: Story = {
  render: () => (
    <StoryToaster
      toasts={[
        ['light', 'Email has been resent to your address! Please check'],
        ['danger', 'Request timed out'],
        ['success', 'You have created carrier Telekom successfully.'],
      ]}
    />
  ),
};

export const Danger: Story = {
  render: () => (
    <StoryToaster toasts={[['danger', 'Something went wrong with deleting user, please try again']]} />
  ),
};

export const LongText: Story = {
  render: () => (
    <StoryToaster
      toasts={[
        [
          'danger',
          'Something went wrong with editing inbound routing Customer-Support-Escalations-Berlin-Weekend-Shift-Overflow, please try again',
        ],
      ]}
    />
  ),
};

/** Buttons that show toasts which close after 5 seconds, paused while hovered. */
export const AutoClose: Story = {
  render: () => <AutoCloseDemo />,
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <StoryToaster
      toasts={[
        ['danger', 'انتهت مهلة الطلب'],
        ['success', 'تم حفظ بيانات الأداة!'],
      ]}
    />
  ),
};
