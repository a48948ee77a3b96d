import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  unverifiedTitle: { id: 'session.unverified.title', defaultMessage: 'Please verify your email address' },
  unverifiedText: {
    id: 'session.unverified.text',
    defaultMessage:
      'We sent you a link when you registered. Until you open it, only your profile is available.',
  },
  unverifiedUserText: {
    id: 'session.unverified.userText',
    defaultMessage:
      'The owner of this account has not verified their email address yet, so only the profile is available.',
  },
  resend: { id: 'session.unverified.resend', defaultMessage: 'Click here to send the email again' },
  /** Spec §8, word for word. */
  resent: {
    id: 'session.unverified.resent',
    defaultMessage: 'Email has been resent to your address! Please check',
  },
  resendFailed: {
    id: 'session.unverified.resendFailed',
    defaultMessage: 'The email could not be sent. Please try again later.',
  },
});
