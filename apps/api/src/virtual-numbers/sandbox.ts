/**
 * The sandbox number supplier: takes orders like a real one and answers each a moment later
 * (`delayMs`; 0 answers before `place` returns, as the tests want) with numbers it makes up under
 * the dialling code and area code. Test area codes decide the outcome, as the card sandbox's test
 * cards do: see SANDBOX_AREA_CODES.
 */
import type { Logger } from '../lib/logger.js';
import { randomToken } from '../lib/random.js';
import type { NumberRequest, NumberSupplier, SupplierAnswer } from './supplier.js';

export const NUMBER_SANDBOX = 'sandbox';

export const SANDBOX_AREA_CODES = {
  /** The sandbox has no numbers there: the order is rejected. */
  rejected: '000',
  /** The sandbox never answers (an order held for documents): the order stays pending. */
  held: '999',
} as const;

export const SANDBOX_NO_NUMBERS_REASON = 'No numbers available in this area code';

export interface NumberSandbox extends NumberSupplier {
  /** Where answers go (the orders' fulfilment); set by createApp. */
  answer: ((answer: SupplierAnswer) => Promise<void>) | null;
}

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** `quantity` distinct numbers: dialling code, area code, then random digits up to 11 digits after the +. */
function makeNumbers({ dialCode, areaCode, quantity }: NumberRequest): string[] {
  const prefix = `${dialCode}${areaCode ?? ''}`;
  const length = Math.max(4, 12 - prefix.length);
  const numbers = new Set<string>();
  while (numbers.size < quantity) numbers.add(`${prefix}${randomDigits(length)}`);
  return [...numbers];
}

function answerFor(request: NumberRequest): SupplierAnswer | null {
  if (request.areaCode === SANDBOX_AREA_CODES.held) return null;
  if (request.areaCode === SANDBOX_AREA_CODES.rejected)
    return { orderId: request.orderId, status: 'rejected', reason: SANDBOX_NO_NUMBERS_REASON };
  return { orderId: request.orderId, status: 'fulfilled', numbers: makeNumbers(request) };
}

export function numberSandbox({ delayMs, log }: { delayMs: number; log: Logger }): NumberSandbox {
  const deliver = async (answer: SupplierAnswer) => {
    try {
      await sandbox.answer?.(answer);
    } catch (error) {
      log.error(`number sandbox: answer to order ${answer.orderId} failed`, error);
    }
  };
  const sandbox: NumberSandbox = {
    name: NUMBER_SANDBOX,
    answer: null,
    async place(request) {
      const answer = answerFor(request);
      if (answer && delayMs === 0) await deliver(answer);
      else if (answer) setTimeout(() => void deliver(answer), delayMs).unref();
      return { reference: `sbx_ord_${randomToken()}` };
    },
  };
  return sandbox;
}
