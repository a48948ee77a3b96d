import { act, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { COPIED_FOR_MS, CodeBlock } from './CodeBlock';

const snippet = '<script src="https://example.test/widget.js" data-key="abc"></script>';

// After renderWithKit: user-event puts its own clipboard on navigator when it sets up.
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}

describe('CodeBlock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the code left to right in a named region the keyboard can reach', async () => {
    const { user } = renderWithKit(<CodeBlock label="Install code" code={snippet} />);
    const region = screen.getByRole('region', { name: 'Install code' });
    expect(region).toHaveTextContent(snippet);
    expect(region).toHaveAttribute('dir', 'ltr');
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('copies the code, says "Copied", then offers to copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const copied: string[] = [];
    const onCopy = vi.fn();
    const { user } = renderWithKit(<CodeBlock label="Install code" code={snippet} onCopy={onCopy} />, {
      advanceTimers: vi.advanceTimersByTime,
    });
    stubClipboard(async (text) => {
      copied.push(text);
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copied).toEqual([snippet]);
    expect(onCopy).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await act(async () => vi.advanceTimersByTime(COPIED_FOR_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('tells the user to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = renderWithKit(<CodeBlock label="Install code" code={snippet} />);
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const button = screen.getByRole('button', { name: 'Copy' });
    await user.click(button);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Your browser did not allow copying. Select the code and copy it with Ctrl+C',
    );
    expect(button).toHaveAccessibleDescription(alert.textContent ?? '');
  });

  it('tells the same when there is no clipboard at all (plain http)', async () => {
    const { user } = renderWithKit(<CodeBlock label="Install code" code={snippet} />);
    stubClipboard(null);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('takes its texts from the caller', async () => {
    const { user } = renderWithKit(
      <CodeBlock label="Code" code="x" copyLabel="Copy code" copiedLabel="The install code is copied." />,
    );
    stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('button', { name: 'The install code is copied.' })).toBeInTheDocument();
  });

  it('has no copy button when not copyable', () => {
    renderWithKit(<CodeBlock label="Code" code="x" copyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
