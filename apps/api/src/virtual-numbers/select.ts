/** `NUMBER_SUPPLIER` → the adapter. Only the sandbox ships; a real supplier's adapter goes here. */
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { NUMBER_SANDBOX, type NumberSandbox, numberSandbox } from './sandbox.js';
import type { NumberSupplier } from './supplier.js';

/** The sandbox's answer delay when the configuration names none. */
export const DEFAULT_SUPPLIER_DELAY_MS = 3000;

export function numberSupplierFor(config: Config, deps: { log: Logger }): NumberSupplier {
  const name = config.numberSupplier ?? NUMBER_SANDBOX;
  if (name !== NUMBER_SANDBOX) {
    throw new Error(`NUMBER_SUPPLIER=${name}: no such number supplier (known: ${NUMBER_SANDBOX})`);
  }
  return numberSandbox({ log: deps.log, delayMs: config.numberSupplierDelayMs ?? DEFAULT_SUPPLIER_DELAY_MS });
}

/** The sandbox, when it is the supplier in use (createApp hands it the orders' fulfilment). */
export const numberSandboxOf = (supplier: NumberSupplier): NumberSandbox | null =>
  supplier.name === NUMBER_SANDBOX ? (supplier as NumberSandbox) : null;
