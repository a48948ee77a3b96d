import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageMenu, type LanguageOption } from './LanguageMenu';

const options: LanguageOption[] = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'bg', label: 'Български' },
  { value: 'bn', label: 'বাংলা' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'ru', label: 'Русский' },
];

const meta = {
  title: 'Navigation/LanguageMenu',
  component: LanguageMenu,
  args: { options, value: 'en', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguageMenu {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await expect(await within(document.body).findByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { value: 'ar' },
};
