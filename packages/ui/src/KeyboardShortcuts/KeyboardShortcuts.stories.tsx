import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { KeyboardShortcutsDialog, ShortcutKeys } from './KeyboardShortcuts';

const shortcuts = [
  { keys: 'mod+k', description: 'Search users' },
  { keys: 'g u', description: 'Go to users' },
  { keys: 'g e', description: 'Go to extensions' },
  { keys: 'n', description: 'New user' },
];

const meta = {
  title: 'Overlays/KeyboardShortcuts',
  component: KeyboardShortcutsDialog,
  args: { shortcuts, defaultOpen: true },
} satisfies Meta<typeof KeyboardShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Closed: press '?' or the button to open it. */
export const Closed: Story = {
  args: {
    defaultOpen: false,
    trigger: <Button kind="ghost" aria-label="Keyboard shortcuts" icon={<Icon name="keyboard" />} />,
  },
};

export const Empty: Story = { args: { shortcuts: [] } };

export const Keys: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <ShortcutKeys keys="mod+k" />
      <ShortcutKeys keys="shift+?" />
      <ShortcutKeys keys="g u" />
      <ShortcutKeys keys="alt+shift+n" />
    </div>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    shortcuts: [
      { keys: 'mod+k', description: 'البحث عن المستخدمين' },
      { keys: 'g u', description: 'الانتقال إلى المستخدمين' },
    ],
  },
};
