import { defineMessages } from 'react-intl';
import { signInMessages } from '../session/signIn.messages';

/** Texts of the login, register, password and verification pages; spec §8 texts word for word. */
export const authMessages = {
  ...signInMessages,
  ...defineMessages({
    loginTitle: { id: 'auth.login.title', defaultMessage: 'Log in' },
    loginDescription: { id: 'auth.login.description', defaultMessage: 'Welcome back to Switchboard.' },
    loginKind: { id: 'auth.login.kind', defaultMessage: 'Who is logging in' },
    loginOwner: { id: 'auth.login.owner', defaultMessage: 'Account owner' },
    loginUser: { id: 'auth.login.user', defaultMessage: 'User within an account' },
    email: { id: 'auth.field.email', defaultMessage: 'Email' },
    password: { id: 'auth.field.password', defaultMessage: 'Password' },
    username: { id: 'auth.field.username', defaultMessage: 'Username' },
    clientId: { id: 'auth.field.clientId', defaultMessage: 'Client ID' },
    clientIdHint: {
      id: 'auth.field.clientIdHint',
      defaultMessage: 'The number of your company’s account; ask the account owner for it.',
    },
    rememberMe: { id: 'auth.field.rememberMe', defaultMessage: 'Remember me' },
    forgotPasswordLink: { id: 'auth.login.forgotPasswordLink', defaultMessage: 'Forgot password?' },
    loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
    noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
    registerLink: { id: 'auth.login.registerLink', defaultMessage: 'Create an account' },
    invalidCredentials: {
      id: 'auth.login.invalidCredentials',
      defaultMessage: 'These credentials do not match our records.',
    },

    registerTitle: { id: 'auth.register.title', defaultMessage: 'Create an account' },
    registerDescription: {
      id: 'auth.register.description',
      defaultMessage: 'Set up your company’s account; you can invite users afterwards.',
    },
    name: { id: 'auth.field.name', defaultMessage: 'Name' },
    passwordConfirmation: { id: 'auth.field.passwordConfirmation', defaultMessage: 'Repeat password' },
    passwordHint: { id: 'auth.field.passwordHint', defaultMessage: 'At least 8 characters.' },
    terms: { id: 'auth.register.terms', defaultMessage: 'I accept the terms and services' },
    acceptTerms: {
      id: 'auth.register.acceptTerms',
      defaultMessage: 'You have to accept our terms and services',
    },
    registerSubmit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
    registerFailed: {
      id: 'auth.register.failed',
      defaultMessage: 'Something went wrong with creating account. Please try again later',
    },
    registered: {
      id: 'auth.register.done',
      defaultMessage: 'Your account is ready. We sent you an email to verify your address.',
    },
    haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
    loginLink: { id: 'auth.loginLink', defaultMessage: 'Log in' },

    forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
    forgotDescription: {
      id: 'auth.forgot.description',
      defaultMessage:
        'Enter the email address of your account and we will send you a link to choose a new password.',
    },
    forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send reset link' },
    forgotFailed: { id: 'auth.forgot.failed', defaultMessage: 'Password forget request failed' },
    unknownEmail: {
      id: 'auth.forgot.unknownEmail',
      defaultMessage: "We can't find a user with that email address",
    },
    resetLinkSent: { id: 'auth.forgot.sent', defaultMessage: 'We have emailed your password reset link!' },
    resetLinkSentHint: {
      id: 'auth.forgot.sentHint',
      defaultMessage: 'Open the link in the email within an hour. Nothing arrived? Check your spam folder.',
    },
    backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to login' },

    resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
    newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
    resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Save password' },
    resetTokenInvalid: {
      id: 'auth.reset.tokenInvalid',
      defaultMessage: 'This password reset token is invalid',
    },
    resetFailed: { id: 'auth.reset.failed', defaultMessage: 'Password reset request failed' },
    passwordReset: { id: 'auth.reset.done', defaultMessage: 'Your password has been reset!' },
    passwordResetHint: { id: 'auth.reset.doneHint', defaultMessage: 'Log in with your new password.' },
    requestNewLink: { id: 'auth.reset.requestNewLink', defaultMessage: 'Ask for a new link' },

    verified: { id: 'auth.verify.done', defaultMessage: 'Your email has been verified' },
    verifiedHint: {
      id: 'auth.verify.doneHint',
      defaultMessage: 'Every part of the console is open to you now.',
    },
    verifyInvalid: {
      id: 'auth.verify.invalid',
      defaultMessage: 'This verification link is invalid or has expired',
    },
    verifyInvalidHint: {
      id: 'auth.verify.invalidHint',
      defaultMessage: 'Log in and ask for a new link from the notice at the top of the page.',
    },
    verifyFailed: {
      id: 'auth.verify.failed',
      defaultMessage: 'Your email could not be verified. Please try again later.',
    },
    continue: { id: 'auth.continue', defaultMessage: 'Continue' },
  }),
};
