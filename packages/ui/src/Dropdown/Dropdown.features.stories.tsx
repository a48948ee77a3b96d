import type { StoryObj } from '@storybook/react-vite';
import { dropdownMeta, openList, timezones, typeInto } from './Dropdown.storyMeta';

const meta = { ...dropdownMeta, title: 'Forms/Dropdown/Features' } satisfies typeof dropdownMeta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { play: ({ canvasElement }) => openList(canvasElement) };

export const Filled: Story = { args: { defaultValue: 'support', hint: 'Where new messages go first.' } };

export const Filtered: Story = { play: ({ canvasElement }) => typeInto(canvasElement, 'S') };

export const NoMatch: Story = { play: ({ canvasElement }) => typeInto(canvasElement, 'xyz') };

export const SearchableTimezones: Story = {
  args: { label: 'Timezone', options: timezones, searchable: true, placeholderOption: 'Select timezone' },
  play: ({ canvasElement }) => typeInto(canvasElement, 'york'),
};

export const LongList: Story = {
  args: { label: 'Timezone', options: timezones, searchable: true, defaultValue: 'Europe/Berlin' },
  play: ({ canvasElement }) => openList(canvasElement),
};

export const WithError: Story = {
  args: { required: true, error: ['Department is required.', 'Choose valid Department'] },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'billing' } };

export const LongText: Story = {
  args: {
    label: 'Carrier trunk used for outbound calls to premium-rate destinations',
    options: [
      { value: 1, label: 'Primary SIP trunk (Frankfurt data centre, TLS and SRTP)' },
      { value: 2, label: 'Fallback trunk' },
    ],
    defaultValue: 1,
    hint: 'Labels longer than 30 characters are cut in the field and shown in full in the list.',
  },
  play: ({ canvasElement }) => openList(canvasElement),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'القسم',
    options: [
      { value: 'sales', label: 'المبيعات' },
      { value: 'support', label: 'الدعم الفني' },
    ],
    placeholderOption: 'اختر القسم',
    defaultValue: 'support',
  },
  play: ({ canvasElement }) => openList(canvasElement),
};
