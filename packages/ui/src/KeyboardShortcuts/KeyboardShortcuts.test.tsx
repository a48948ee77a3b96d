import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { KeyboardShortcutsDialog } from './KeyboardShortcuts';
import { parseShortcut, shortcutLabels } from './KeyboardShortcuts.keys';
import { type KeyboardShortcut, useKeyboardShortcuts } from './useKeyboardShortcuts';

function Shortcuts({ shortcuts }: { shortcuts: KeyboardShortcut[] }) {
  useKeyboardShortcuts(shortcuts);
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Notes" />
      <div contentEditable data-testid="editor" suppressContentEditableWarning />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useKeyboardShortcuts', () => {
  it('runs actions for combinations, shifted symbols and sequences', async () => {
    const search = vi.fn();
    const help = vi.fn();
    const users = vi.fn();
    const { user } = renderWithKit(
      <Shortcuts
        shortcuts={[
          { keys: 'mod+k', description: 'Search', action: search },
          { keys: 'shift+?', description: 'Help', action: help },
          { keys: 'g u', description: 'Go to users', action: users },
        ]}
      />,
    );
    await user.keyboard('{Control>}k{/Control}');
    expect(search).toHaveBeenCalledOnce();
    await user.keyboard('{Shift>}?{/Shift}');
    expect(help).toHaveBeenCalledOnce();
    await user.keyboard('gu');
    expect(users).toHaveBeenCalledOnce();
  });

  it('does not fire on a plain key when a modifier is required, or on an unfinished sequence', async () => {
    const search = vi.fn();
    const users = vi.fn();
    const { user } = renderWithKit(
      <Shortcuts
        shortcuts={[
          { keys: 'mod+k', description: 'Search', action: search },
          { keys: 'g u', description: 'Go to users', action: users },
        ]}
      />,
    );
    await user.keyboard('k');
    await user.keyboard('u');
    await user.keyboard('gxu');
    expect(search).not.toHaveBeenCalled();
    expect(users).not.toHaveBeenCalled();
  });

  it('ignores keys typed into inputs, textareas and editable regions', async () => {
    const users = vi.fn();
    const search = vi.fn();
    const { user } = renderWithKit(
      <Shortcuts
        shortcuts={[
          { keys: 'g u', description: 'Go to users', action: users },
          { keys: 'mod+k', description: 'Search', action: search, allowInInputs: true },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'gu');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('gu');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'gu');
    await user.click(screen.getByTestId('editor'));
    await user.keyboard('gu');
    expect(users).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(search).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('gu');
    expect(users).toHaveBeenCalledOnce();
  });
});

describe('shortcut keys', () => {
  it('reads mod as Command on Apple platforms and Control elsewhere', () => {
    expect(parseShortcut('mod+k', true)[0]).toMatchObject({ key: 'k', meta: true, ctrl: false });
    expect(parseShortcut('mod+k', false)[0]).toMatchObject({ key: 'k', meta: false, ctrl: true });
    expect(shortcutLabels('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(shortcutLabels('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(shortcutLabels('g u', false)).toEqual([['G'], ['U']]);
    expect(shortcutLabels('shift+?', false)).toEqual([['?']]);
  });
});

describe('KeyboardShortcutsDialog', () => {
  const shortcuts = [
    { keys: 'mod+k', description: 'Search users' },
    { keys: 'g u', description: 'Go to users' },
  ];

  it('opens on ? and lists every shortcut with its keys', async () => {
    const { user } = renderWithKit(<KeyboardShortcutsDialog shortcuts={shortcuts} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Ctrl K Search users' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'G then U Go to users' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '? Show keyboard shortcuts' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open while typing a question mark into a field', async () => {
    const { user } = renderWithKit(
      <>
        <input aria-label="Description" />
        <KeyboardShortcutsDialog shortcuts={shortcuts} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Why?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
