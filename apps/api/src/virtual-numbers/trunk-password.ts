/**
 * The passwords of customers' trunks: made by the server (never typed, so never weak or reused)
 * and stored sealed for 'customer-trunk-password' (../lib/sealed.ts), since the switch must read
 * them back to register with the customer's PBX.
 */
import { randomInt } from 'node:crypto';
import { seal } from '../lib/sealed.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 24 characters of 57: about 140 bits, and nothing a PBX's configuration file must escape. */
const LENGTH = 24;

/** A new password, and its sealed form to store. */
export function newTrunkPassword(serverSecret: Uint8Array): { password: string; sealed: string } {
  const password = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return { password, sealed: seal(serverSecret, 'customer-trunk-password', password) };
}
