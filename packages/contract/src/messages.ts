/**
 * Server texts a client may match or show word for word (spec §8). Field validation messages come
 * from @switchboard/forms, the same rule set the console uses.
 */
export const apiMessages = {
  verifyAccount: 'Please verify your account to complete this request',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidCredentials: 'These credentials do not match our records.',
  unknownEmail: "We can't find a user with that email address",
  resetLinkSent: 'We have emailed your password reset link!',
  resetTokenInvalid: 'This password reset token is invalid',
  passwordReset: 'Your password has been reset!',
  passwordSaved: 'Password saved',
  oldPasswordIncorrect: 'The old password is incorrect',
  verificationSent: 'Email has been resent to your address! Please check',
  alreadyVerified: 'Your email is already verified',
  emailVerified: 'Your email has been verified',
  emailTaken: 'Email already exists.',
  usernameTaken: 'Username already exists.',
  extensionTaken: 'Extension already exists.',
  supportSent: 'Your message has been sent',
  loggedOut: 'Logged out',
  deleted: 'Deleted',
  profileUpdated: 'Profile updated',
  companyUpdated: 'Company updated',
  invalidJson: 'The request body is not valid JSON.',
} as const;
