import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from './CodeBlock';

const snippet = `<!-- Switchboard widget -->
<script>
  (function (w, d, k) {
    var s = d.createElement('script');
    s.async = true;
    s.src = 'https://console.switchboard.test/widget.js';
    s.dataset.key = k;
    d.head.appendChild(s);
  })(window, document, 'pk_live_4f7c1e2a9b0d4e6f8a1b3c5d7e9f0a2b4c6d8e0f');
</script>`;

const meta = {
  title: 'Data display/CodeBlock',
  component: CodeBlock,
  args: { label: 'Install code', code: snippet, copyable: true },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The clipboard refuses (as on plain http): the block says how to copy by hand. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('Refused')) },
      configurable: true,
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
  },
};

export const Scrolling: Story = { args: { code: `${snippet}\n`.repeat(6), maxHeight: '12rem' } };

export const NotCopyable: Story = { args: { copyable: false, code: 'npm install @switchboard/ui' } };

/** Code stays left to right inside an Arabic page. */
export const RTL: Story = { globals: { dir: 'rtl', locale: 'ar' }, args: { label: 'رمز التثبيت' } };
