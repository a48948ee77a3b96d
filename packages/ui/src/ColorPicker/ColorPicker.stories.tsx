import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ColorPicker, type ColorPickerProps } from './ColorPicker';
import { colorPickerVariants, widgetDefaultGreen } from './ColorPicker.variants';

/** Keeps the picked colour in story state so the trigger follows the editor. */
function Stateful(args: ColorPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ColorPicker
      {...args}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        args.onChange?.(hex);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ColorPicker',
  component: ColorPicker,
  render: (args) => <Stateful {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: colorPickerVariants } },
  args: { label: 'Header background', value: widgetDefaultGreen, variant: 'popover', disabled: false },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('slider', { name: 'Hue' })).toBeVisible();
  },
};

export const Inline: Story = { args: { variant: 'inline', label: 'Button colour', value: '#0b63ce' } };

export const WithHint: Story = { args: { hint: 'Shown behind the widget header title.' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { value: '#ffffff', error: 'Choose valid Header background' } };

const appearanceFields: [string, string][] = [
  ['Body background', '#ffffff'],
  ['Body colour', '#1b1f24'],
  ['Header background', widgetDefaultGreen],
  ['Header colour', '#ffffff'],
  ['Header icon background', '#e6f4ea'],
  ['Header icon colour', widgetDefaultGreen],
  ['Dialer button background', '#0b63ce'],
  ['Call hang-up background', '#c62828'],
];

export const ManyFields: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
      {appearanceFields.map(([label, value]) => (
        <Stateful key={label} label={label} value={value} />
      ))}
    </div>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'خلفية الرأس', hint: 'تظهر خلف عنوان رأس الأداة.' },
};

export const RTLOpen: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'خلفية الرأس' },
  play: Open.play,
};
