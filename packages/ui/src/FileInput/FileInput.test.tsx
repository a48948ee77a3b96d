import { fireEvent, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { FileInput } from './FileInput';
import { defaultMaxFileSize, emailAttachmentMaxFileSize, formatFileSize } from './FileInput.files';

function fileOf(name: string, type: string, size = 1024) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('FileInput', () => {
  const createObjectURL = vi.fn((_: Blob) => 'blob:preview-1');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    // jsdom has no object URLs; each test file runs in its own environment, so this stays local.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('reports a chosen file and shows its name and size', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<FileInput label="Sound file" onChange={onChange} />);
    const input = screen.getByLabelText('Sound file');
    expect(input).toHaveAccessibleDescription(/Choose a file or drag it here.*Maximum size: 20 MB/);
    const file = fileOf('greeting.wav', 'audio/wav', 2 * 1024 * 1024);
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('greeting.wav')).toBeInTheDocument();
    expect(screen.getByText('2 MB')).toBeInTheDocument();
  });

  it('refuses a file over the limit, naming the limit, and does not report it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <FileInput label="Attachment" maxSize={emailAttachmentMaxFileSize} onChange={onChange} />,
    );
    await user.upload(
      screen.getByLabelText('Attachment'),
      fileOf('big.pdf', 'application/pdf', 11 * 1024 * 1024),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. The maximum size is 10 MB.');
    expect(screen.getByLabelText('Attachment')).toBeInvalid();
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('accepts a dropped file and refuses one of the wrong type', () => {
    const onChange = vi.fn();
    renderWithKit(<FileInput label="Logo" accept="image/*" onChange={onChange} />);
    const zone = screen.getByText('Choose a file or drag it here');
    const pdf = fileOf('notes.pdf', 'application/pdf');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted.');
    const png = fileOf('logo.png', 'image/png');
    fireEvent.dragOver(zone, { dataTransfer: { files: [png], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [png] } });
    expect(onChange).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('previews an image until removed, then revokes its URL', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <FileInput label="Photo" accept="image/*" previewUrl="/photos/saved.png" onChange={onChange} />,
    );
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/photos/saved.png');
    await user.upload(screen.getByLabelText('Photo'), fileOf('me.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByRole('img', { name: 'Current image' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove me.png' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
  });

  it('shows the caller’s required error and ignores input when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <FileInput label="Logo" error="Please select file" disabled onChange={onChange} />,
    );
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAccessibleDescription(/Please select file/);
    expect(input).toBeDisabled();
    await user.upload(input, fileOf('logo.png', 'image/png'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('formatFileSize', () => {
  it('writes limits and small files the way the messages name them', () => {
    const intl = createIntl({ locale: 'en' });
    expect(formatFileSize(intl, defaultMaxFileSize)).toBe('20 MB');
    expect(formatFileSize(intl, 1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(intl, 176)).toBe('0.2 kB');
  });
});
