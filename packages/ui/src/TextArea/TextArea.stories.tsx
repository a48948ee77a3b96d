import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'How can we help?', rows: 3, disabled: false, required: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'Our call queue drops callers after 30 seconds.\nCould you check the timeout?' },
};

export const WithError: Story = { args: { required: true, error: ['Support message is required.'] } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 12 March 2024.' } };

export const LongText: Story = {
  args: {
    rows: 5,
    hint: 'Up to 200 characters.',
    defaultValue:
      'Since the last update the callback requests from the website widget arrive twice in the report, once with the office timezone and once in UTC, which makes the daily statistics look doubled for every department.',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'الرسالة',
    placeholder: 'كيف يمكننا مساعدتك؟',
    defaultValue: 'مرحبًا، أحتاج إلى مساعدة في إعداد الرقم.',
  },
};
