// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardErrors } from '../domain/card.js';
import { useForm } from './use-form.js';

afterEach(cleanup);

const userForm = (onSubmit: (values: unknown) => unknown = () => undefined) =>
  renderHook(() =>
    useForm({
      initialValues: { username: '', password: '', description: '' },
      rules: {
        username: 'required|nospace|between:3-20|unique',
        password: 'required',
        description: 'required',
      },
      ctx: { lists: { username: ['taken'] } },
      onSubmit,
    }),
  );

describe('useForm', () => {
  it('blocks submit while any field fails and shows the first message per field', async () => {
    const onSubmit = vi.fn();
    const { result } = userForm(onSubmit);
    const preventDefault = vi.fn();
    await act(async () => {
      await expect(result.current.handleSubmit({ preventDefault })).resolves.toBe(false);
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
      description: 'Description is required.',
    });
  });

  it("clears a field's error when it changes, leaving the others", async () => {
    const { result } = userForm();
    await act(() => result.current.handleSubmit());
    act(() => result.current.setValue('username', 'x'));
    expect(result.current.values.username).toBe('x');
    expect(result.current.errors).toEqual({
      password: 'Password is required.',
      description: 'Description is required.',
    });
  });

  it('uses the context lists', async () => {
    const { result } = userForm();
    act(() => {
      result.current.setValue('username', 'taken');
      result.current.setValue('password', 'pw');
      result.current.setValue('description', 'd');
    });
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ username: 'Username already exists.' });
  });

  it('submits the latest values once valid and reports submitting meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = userForm(onSubmit);
    let submitted: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result.current.setValue('username', 'jane');
      result.current.setValue('password', 'pw');
      result.current.setValue('description', 'Jane');
      submitted = result.current.handleSubmit();
    });
    expect(result.current.submitting).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'jane', password: 'pw', description: 'Jane' });
    await act(async () => {
      await expect(result.current.handleSubmit()).resolves.toBe(false);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await expect(submitted).resolves.toBe(true);
    });
    expect(result.current.submitting).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it('merges server errors, taking the first message of each list', () => {
    const { result } = userForm();
    act(() =>
      result.current.setErrors({ username: ['Username already exists.', 'second'], password: 'Too weak' }),
    );
    act(() => result.current.setErrors({ description: ['Description is required.'] }));
    expect(result.current.errors).toEqual({
      username: 'Username already exists.',
      password: 'Too weak',
      description: 'Description is required.',
    });
  });

  it("fills field errors from a thrown error's errors object and rethrows", async () => {
    const failure = Object.assign(new Error('Unprocessable'), {
      errors: { username: ['Username already exists.'] },
    });
    const { result } = userForm(() => Promise.reject(failure));
    act(() => {
      result.current.setValue('username', 'jane');
      result.current.setValue('password', 'pw');
      result.current.setValue('description', 'd');
    });
    await act(async () => {
      await expect(result.current.handleSubmit()).rejects.toBe(failure);
    });
    expect(result.current.errors).toEqual({ username: 'Username already exists.' });
    expect(result.current.submitting).toBe(false);
  });

  it('runs a domain validator after the rules', async () => {
    const now = new Date('2026-01-01');
    const { result } = renderHook(() =>
      useForm({
        initialValues: {
          card_number: '4242424242424242',
          card_month: '13',
          card_year: '2030',
          card_cvc_code: '1',
          card_owner: '',
        },
        rules: { card_owner: 'required|between:2-50' },
        validate: (values) => cardErrors(values, now),
        onSubmit: () => undefined,
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({
      card_month: 'Enter valid Card month',
      card_owner: 'Card owner is required.',
    });
  });

  it('reset restores the initial values and clears errors', async () => {
    const { result } = userForm();
    act(() => result.current.setValue('username', 'jane'));
    await act(() => result.current.handleSubmit());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ username: '', password: '', description: '' });
    expect(result.current.errors).toEqual({});
  });
});
