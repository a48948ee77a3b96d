import { defineMessages } from 'react-intl';

/** Why signing in failed when no field is to blame: the login, its second factor and the other auth pages. */
export const signInMessages = defineMessages({
  loginFailed: { id: 'auth.login.failed', defaultMessage: 'Login request failed. Please try again later' },
  tooManyAttempts: {
    id: 'auth.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again later.',
  },
});
