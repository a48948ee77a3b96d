import type { LoginResponse } from './auth.js';

/** The password step's answer when a second factor is needed: `code` asks for one, `setup` to enrol. */
export interface TwoFactorChallenge {
  two_factor: 'code' | 'setup';
  /** Signed, for 5 minutes; sent back with the code. */
  challenge: string;
}

/** What root-login answers: the session, or the challenge of the second step. */
export type RootLoginResponse = LoginResponse | TwoFactorChallenge;

/** A new authenticator secret, shown once while enrolling. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app. */
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  otpauth_url: string;
  /** The QR code's modules, one string of '0' and '1' per row (the console draws it). */
  qr: string[];
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** The provider requires it of this account: it cannot be turned off. */
  required: boolean;
  recovery_codes_left: number;
}

/** Ten one-time recovery codes, shown once when two-factor login is turned on. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/** The second step's answer: the session, and the recovery codes when it completed an enrolment. */
export type TwoFactorLoginResponse = LoginResponse & Partial<RecoveryCodes>;

export interface TwoFactorPolicy {
  account_id: number;
  required: boolean;
}
