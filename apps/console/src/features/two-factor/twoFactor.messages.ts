import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** Two-factor login: the login's second step, enrolling, recovery codes, the profile's section. */
export const twoFactorMessages = defineMessages<{
  stepTitle: None;
  stepDescription: None;
  setupTitle: None;
  setupDescription: None;
  code: None;
  codeHint: None;
  verify: None;
  back: None;
  expired: None;
  qrLabel: None;
  secretLabel: None;
  scanInstructions: None;
  recoveryTitle: None;
  recoveryDescription: None;
  recoveryLabel: None;
  recoverySaved: None;
  setupFailed: None;
}>({
  stepTitle: { id: 'twoFactor.stepTitle', defaultMessage: 'Two-factor login' },
  stepDescription: {
    id: 'twoFactor.stepDescription',
    defaultMessage: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  setupTitle: { id: 'twoFactor.setupTitle', defaultMessage: 'Set up two-factor login' },
  setupDescription: {
    id: 'twoFactor.setupDescription',
    defaultMessage: 'Your provider requires two-factor login for this account. Set it up to continue.',
  },
  code: { id: 'twoFactor.code', defaultMessage: 'Code' },
  codeHint: { id: 'twoFactor.codeHint', defaultMessage: '6 digits, or a recovery code like abcde-fghij' },
  verify: { id: 'twoFactor.verify', defaultMessage: 'Verify' },
  back: { id: 'twoFactor.back', defaultMessage: 'Back to login' },
  expired: { id: 'twoFactor.expired', defaultMessage: 'Your sign-in has expired. Please log in again.' },
  qrLabel: { id: 'twoFactor.qrLabel', defaultMessage: 'QR code for your authenticator app' },
  secretLabel: { id: 'twoFactor.secretLabel', defaultMessage: 'Setup key' },
  scanInstructions: {
    id: 'twoFactor.scanInstructions',
    defaultMessage:
      'Scan the QR code with an authenticator app (or type the setup key into it), then enter the code it shows.',
  },
  recoveryTitle: { id: 'twoFactor.recoveryTitle', defaultMessage: 'Your recovery codes' },
  recoveryDescription: {
    id: 'twoFactor.recoveryDescription',
    defaultMessage:
      'Keep these codes somewhere safe. Each one logs you in once if you lose your phone. They are shown only now.',
  },
  recoveryLabel: { id: 'twoFactor.recoveryLabel', defaultMessage: 'Recovery codes' },
  recoverySaved: { id: 'twoFactor.recoverySaved', defaultMessage: 'I have saved them' },
  setupFailed: {
    id: 'twoFactor.setupFailed',
    defaultMessage: 'Two-factor setup could not start. Please try again.',
  },
});
