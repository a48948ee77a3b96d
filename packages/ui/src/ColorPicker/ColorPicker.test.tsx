import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { ColorPicker } from './ColorPicker';

async function openPicker(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(screen.getByRole('button', { name: /Header background/ }));
  return screen.findByRole('dialog', { name: 'Header background' });
}

describe('ColorPicker', () => {
  it('names the trigger by its label and current colour, and mounts the editor only when open', async () => {
    const { user } = renderWithKit(<ColorPicker label="Header background" value="#1A7F37" />);
    expect(screen.getByRole('button', { name: 'Header background #1a7f37' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Hue' })).toBeNull();
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /Saturation and brightness/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hex' })).toBeInTheDocument();
  });

  it('reports a typed hex, normalised to lower-case #rrggbb', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <ColorPicker label="Header background" value="#1a7f37" onChange={onChange} />,
    );
    await openPicker(user);
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, 'ABC{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#aabbcc');
  });

  it('keeps the previous colour when the typed hex is invalid', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <ColorPicker label="Header background" value="#1a7f37" onChange={onChange} />,
    );
    await openPicker(user);
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '12{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(hex).toHaveValue('#1A7F37');
  });

  it('chooses a swatch', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <ColorPicker
        label="Header background"
        value="#1a7f37"
        onChange={onChange}
        swatches={[
          { color: '#1a7f37', name: 'Widget green' },
          { color: '#0b63ce', name: 'Ocean blue' },
        ]}
      />,
    );
    await openPicker(user);
    const swatches = screen.getByRole('listbox', { name: 'Swatches' });
    expect(within(swatches).getByRole('option', { name: /Widget green/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(swatches).getByRole('option', { name: /Ocean blue/ }));
    expect(onChange).toHaveBeenLastCalledWith('#0b63ce');
  });

  it('changes the hue with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <ColorPicker label="Header background" value="#1a7f37" onChange={onChange} />,
    );
    await openPicker(user);
    const hue = screen.getByRole<HTMLInputElement>('slider', { name: 'Hue' });
    expect(hue).toHaveValue('137');
    hue.focus();
    await user.keyboard('{ArrowRight}');
    expect(hue).toHaveValue('138');
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]?.[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(onChange.mock.calls[0]?.[0]).not.toBe('#1a7f37');
  });

  it('follows a new value from the caller', () => {
    const { rerender } = renderWithKit(<ColorPicker label="Header background" value="#1a7f37" />);
    rerender(<ColorPicker label="Header background" value="#c62828" />);
    expect(screen.getByRole('button', { name: 'Header background #c62828' })).toBeInTheDocument();
  });

  it('shows the error and the inline editor without a trigger', () => {
    renderWithKit(
      <ColorPicker label="Body colour" value="#ffffff" variant="inline" error="Choose valid Body colour" />,
    );
    expect(screen.queryByRole('button', { name: /Body colour/ })).toBeNull();
    const group = screen.getByRole('group', { name: 'Body colour' });
    expect(group).toHaveAccessibleDescription('Choose valid Body colour');
    expect(within(group).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
  });

  it('cannot be opened when disabled', async () => {
    const { user } = renderWithKit(<ColorPicker label="Header background" value="#1a7f37" disabled />);
    const trigger = screen.getByRole('button', { name: /Header background/ });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
