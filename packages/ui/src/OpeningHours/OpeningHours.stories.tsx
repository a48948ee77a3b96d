import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OpeningHours, type OpeningHoursProps } from './OpeningHours';
import { emptyWeek, type OpeningHoursValue } from './OpeningHours.model';

/** The caller's day list: the console passes the contract's WEEKDAYS. */
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function officeWeek(): OpeningHoursValue {
  const week = emptyWeek(days);
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    week[day] = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
  }
  week.saturday = { closed: true, ranges: [] };
  week.sunday = { closed: true, ranges: [] };
  return week;
}

function invalidWeek(): OpeningHoursValue {
  const week = officeWeek();
  week.monday.ranges = [
    { from: '09:00', to: '13:00' },
    { from: '12:00', to: '17:00' },
  ];
  week.tuesday.ranges = [{ from: '17:00', to: '09:00' }];
  return week;
}

/** Keeps the week in story state so edits show. */
function Stateful(args: OpeningHoursProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OpeningHours
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/OpeningHours',
  component: OpeningHours,
  render: (args) => <Stateful {...args} />,
  args: { days, value: officeWeek(), disabled: false },
} satisfies Meta<typeof OpeningHours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: emptyWeek(days) } };

export const SplitShifts: Story = {
  args: {
    value: {
      ...officeWeek(),
      monday: {
        closed: false,
        ranges: [
          { from: '08:00', to: '12:00' },
          { from: '13:00', to: '17:30' },
        ],
      },
      saturday: { closed: false, ranges: [{ from: '10:00', to: '14:00' }] },
    },
  },
};

export const WithErrors: Story = {
  args: { value: invalidWeek(), errors: { friday: 'Opening hours could not be saved for this day.' } },
};

export const Disabled: Story = { args: { disabled: true } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'ساعات العمل' },
};
