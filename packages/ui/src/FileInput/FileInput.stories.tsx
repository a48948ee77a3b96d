import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileInput, type FileInputProps } from './FileInput';
import { emailAttachmentMaxFileSize } from './FileInput.files';

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1a7f37"/>' +
  '<path d="M20 44V20h14a8 8 0 0 1 0 16H26v8z" fill="#fff"/></svg>';
const savedLogoUrl = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;
const chosenLogo = new File([logoSvg], 'company-logo.svg', { type: 'image/svg+xml' });
const longNamedFile = new File(
  ['%PDF-1.4'],
  'quarterly-call-centre-service-agreement-with-appendices-and-signed-amendments-2024.pdf',
  { type: 'application/pdf' },
);

/** Keeps the chosen file in story state, as a form would until it saves. */
function Stateful(args: FileInputProps) {
  const [file, setFile] = useState<File | null>(args.value ?? null);
  return (
    <FileInput
      {...args}
      value={file}
      onChange={(next) => {
        setFile(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Stateful {...args} />
    </div>
  ),
  args: { label: 'Company logo', accept: 'image/*', disabled: false, required: false },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSavedImage: Story = { args: { previewUrl: savedLogoUrl, hint: 'PNG, JPG or SVG.' } };

export const FileChosen: Story = { args: { value: chosenLogo, previewUrl: savedLogoUrl } };

export const EmailAttachment: Story = {
  args: { label: 'Attachment', accept: undefined, maxSize: emailAttachmentMaxFileSize, value: longNamedFile },
};

export const Required: Story = { args: { required: true, error: 'Please select file' } };

export const Disabled: Story = { args: { disabled: true, previewUrl: savedLogoUrl } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'شعار الشركة', hint: 'صورة بصيغة PNG أو JPG أو SVG.', value: chosenLogo },
};
