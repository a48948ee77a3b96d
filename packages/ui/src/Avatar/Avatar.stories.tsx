import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { avatarSizes } from './Avatar.variants';

/** A self-contained picture, so the visual baselines need no network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2f6f9f"/><circle cx="48" cy="38" r="18" fill="#f2d3b1"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#f2d3b1"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  args: { name: 'Anna Schmidt', src: photo, size: 'medium', decorative: false },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} />
      ))}
    </div>
  ),
};

export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} src={null} />
      ))}
    </div>
  ),
};

export const IconFallback: Story = { args: { src: null, fallback: 'icon' } };

export const NoName: Story = { args: { name: '', src: null } };

export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { name: 'ليلى حسن', src: null, size: 'large' },
};
