import { describe, expect, it } from 'vitest';
import { firstMessages, toServerErrors } from './server-errors.js';

describe('server errors', () => {
  it('takes the first message of each field', () => {
    expect(
      firstMessages({ username: ['Username already exists.', 'other'], email: 'Bad email', empty: [] }),
    ).toEqual({
      username: 'Username already exists.',
      email: 'Bad email',
    });
  });

  it('turns field errors into the 422 shape', () => {
    expect(toServerErrors({ username: 'Username is required.' })).toEqual({
      username: ['Username is required.'],
    });
  });
});
