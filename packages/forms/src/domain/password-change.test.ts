import { describe, expect, it } from 'vitest';
import { passwordChangeErrors } from './password-change.js';

describe('passwordChangeErrors', () => {
  it('passes when new and retyped passwords are equal', () => {
    expect(
      passwordChangeErrors({ user_old_pwd: 'old', user_new_pwd: 'n3w', user_retype_pwd: 'n3w' }),
    ).toEqual({});
  });

  it('reports a mismatch on the retyped password', () => {
    expect(
      passwordChangeErrors({ user_old_pwd: 'old', user_new_pwd: 'n3w', user_retype_pwd: 'new' }),
    ).toEqual({
      user_retype_pwd: 'The passwords must be the same!',
    });
  });

  it('requires all three fields', () => {
    expect(passwordChangeErrors({})).toEqual({
      user_old_pwd: 'Old password is required.',
      user_new_pwd: 'New password is required.',
      user_retype_pwd: 'Retyped password is required.',
    });
  });
});
