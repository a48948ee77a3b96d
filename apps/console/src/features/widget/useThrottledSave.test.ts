import { act, renderHook } from '@testing-library/react';
import { useThrottledSave } from './useThrottledSave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const sent: number[] = [];
  const save = vi.fn(async (value: number) => {
    sent.push(value);
  });
  const hook = renderHook(() => useThrottledSave(save, 2000));
  return { sent, hook };
}

describe('useThrottledSave', () => {
  it('saves the first change at once and only the newest of the changes within 2 s, when they end', async () => {
    const { sent, hook } = setup();
    await act(async () => hook.result.current.schedule(1));
    expect(sent).toEqual([1]);
    await act(async () => {
      hook.result.current.schedule(2);
      hook.result.current.schedule(3);
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(sent).toEqual([1]);
    expect(hook.result.current.state).toBe('waiting');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toEqual([1, 3]);
    expect(hook.result.current.state).toBe('saved');
  });

  it('sends a change still waiting when the screen closes', async () => {
    const { sent, hook } = setup();
    await act(async () => hook.result.current.schedule(1));
    await act(async () => hook.result.current.schedule(2));
    hook.unmount();
    expect(sent).toEqual([1, 2]);
  });

  it('reports a failed save and keeps saving later changes', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const hook = renderHook(() => useThrottledSave(save, 2000));
    await act(async () => hook.result.current.schedule(1));
    expect(hook.result.current.state).toBe('failed');
    await act(async () => {
      hook.result.current.schedule(2);
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(save).toHaveBeenLastCalledWith(2);
    expect(hook.result.current.state).toBe('saved');
  });
});
