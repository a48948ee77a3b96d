import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode';

/** A 21×21 (version 1) pattern: finder squares in three corners and a checkered middle. */
const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
const modules = Array.from({ length: 21 }, (_, y) =>
  Array.from({ length: 21 }, (_, x) => {
    const corner = (cx: number, cy: number) => x >= cx && x < cx + 7 && y >= cy && y < cy + 7;
    if (corner(0, 0)) return finder[y]![x];
    if (corner(14, 0)) return finder[y]![x - 14];
    if (corner(0, 14)) return finder[y - 14]![x];
    return (x * 7 + y * 3) % 5 < 2 ? '1' : '0';
  }).join(''),
);

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  args: { modules, label: 'QR code for your authenticator app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 96 } };
