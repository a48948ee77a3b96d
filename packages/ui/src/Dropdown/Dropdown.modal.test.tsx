import * as Dialog from '@radix-ui/react-dialog';
import { screen } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { preloadPopups } from '../internal/deferredPopup';
import { Modal } from '../Modal/Modal';
import { renderWithKit } from '../test/render';
import { Dropdown } from './Dropdown';

const timezones = [
  { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  { value: 'Europe/Lisbon', label: 'Europe/Lisbon' },
  { value: 'America/New_York', label: 'America/New_York' },
];

/** A bare Radix modal dialog: `pointer-events: none` on body, focus trap, Escape closes it. */
function RadixDialog({
  onOpenChange,
  children,
}: {
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Edit user</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function KitModal({
  onOpenChange,
  children,
}: {
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <Modal open onOpenChange={onOpenChange} title="Edit user">
      {children}
    </Modal>
  );
}

// The dialog's code loads at its first opening (tested in deferredPopup.test); here it is there.
beforeAll(preloadPopups);

describe.each([
  ['a Radix dialog', RadixDialog],
  ['the kit Modal', KitModal],
])('Dropdown inside %s', (_, Wrapper) => {
  it('opens and selects with the mouse while the dialog stays open', async () => {
    const onOpenChange = vi.fn();
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Wrapper onOpenChange={onOpenChange}>
        <Dropdown label="Timezone" options={timezones} searchable placeholderOption onChange={onChange} />
      </Wrapper>,
    );
    expect(document.body).toHaveStyle({ pointerEvents: 'none' });
    await user.click(screen.getByRole('button', { name: /Show options/ }));
    // user-event refuses to click anything that has pointer-events: none.
    await user.click(await screen.findByRole('option', { name: 'Europe/Lisbon' }));
    expect(onChange).toHaveBeenCalledWith('Europe/Lisbon');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/Lisbon');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('works by keyboard; Escape closes the list first and only then the dialog', async () => {
    const onOpenChange = vi.fn();
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Wrapper onOpenChange={onOpenChange}>
        <Dropdown label="Timezone" options={timezones} searchable onChange={onChange} />
      </Wrapper>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Timezone' });
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Europe/Lisbon');
    // Type over the selected text: the list filters; Escape then closes it and restores the value.
    input.setSelectionRange(0, input.value.length);
    await user.keyboard('york');
    expect(screen.getByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Europe/Lisbon');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
