import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { DateRangePicker } from './DateRangePicker';

/** Opens the calendar with its button, as a user would, and waits for it. */
async function openCalendar(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getAllByRole('button', { name: /Calendar|التقويم/ })[0]!);
  await waitFor(() => expect(body.getByRole('grid')).toBeVisible());
}

const march = { start: '2026-03-02', end: '2026-03-13' };

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Period', disabled: false, required: false },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: march, hint: 'Both days included.' } };

export const CalendarOpen: Story = {
  args: { defaultValue: march, min: '2026-03-01', max: '2026-03-20' },
  play: ({ canvasElement }) => openCalendar(canvasElement),
};

export const WithError: Story = {
  args: { required: true, error: ['Period is required.', 'Other'] },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: march } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'الفترة', defaultValue: march },
  play: ({ canvasElement }) => openCalendar(canvasElement),
};

/** In a dialog (a report's filters): the calendar renders inside the dialog and takes clicks. */
export const InModal: Story = {
  render: (args) => (
    <Modal title="Filter reports" open footer={<Button kind="primary">Apply</Button>}>
      <DateRangePicker {...args} />
    </Modal>
  ),
  args: { defaultValue: march },
  play: ({ canvasElement }) => openCalendar(canvasElement),
};
