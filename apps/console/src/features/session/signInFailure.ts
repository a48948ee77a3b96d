import type { IntlShape } from 'react-intl';
import { signInMessages as m } from './signIn.messages';

/** What a sign-in step (password, second factor) says when it failed for no reason of its own. */
export const signInFailure = (intl: IntlShape, status: number): string =>
  intl.formatMessage(status === 429 ? m.tooManyAttempts : m.loginFailed);
