/** Money constants and formatting shared by the console, the API and its invoices. */
import type { ServicePlan } from './entities/money.js';

/** Spec §9: the recharge tiles, in minor units (€50 … €2500). */
export const RECHARGE_AMOUNTS = [5000, 10000, 25000, 50000, 100000, 250000] as const;
export type RechargeAmount = (typeof RECHARGE_AMOUNTS)[number];

/** Spec §9: the redirect to the checkout waits this long after the click. */
export const RECHARGE_REDIRECT_DELAY_MS = 350;

/**
 * Spec §9's sample plans of the manage-service modal ('1 year $300 usd', '2 year $600 usd'); their
 * names and prices are the API's (GET /admin/service-plans), charged in euro as the ledger keeps one.
 */
export const SERVICE_PLAN_IDS = ['1-year', '2-year'] as const satisfies readonly ServicePlan['id'][];

/** Minor units → euro (2500 → 25). */
export const toEuro = (minor: number): number => minor / 100;

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Spec §9: prices display as euro in en-US style: 5000 → '€50.00', -1234 → '-€12.34'. */
export const formatEuro = (minor: number): string => euro.format(minor / 100);
