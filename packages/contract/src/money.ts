/** Money constants and formatting shared by the console, the API and its invoices. */
import type { ServicePlan } from './entities/money.js';

/** Spec §9: the recharge tiles, in minor units (€50 … €2500). */
export const RECHARGE_AMOUNTS = [5000, 10000, 25000, 50000, 100000, 250000] as const;
export type RechargeAmount = (typeof RECHARGE_AMOUNTS)[number];

/** Spec §9: the redirect to the checkout waits this long after the click. */
export const RECHARGE_REDIRECT_DELAY_MS = 350;

/**
 * Spec §9's sample plans of the manage-service modal ('1 year $300 usd', '2 year $600 usd'). The
 * ledger keeps one currency, so they are charged in euro at the same figures.
 */
export const SERVICE_PLANS: readonly ServicePlan[] = [
  { id: '1-year', name: '1 year', price: 300, price_minor: 30000, currency: 'EUR', period_months: 12 },
  { id: '2-year', name: '2 year', price: 600, price_minor: 60000, currency: 'EUR', period_months: 24 },
];
export const SERVICE_PLAN_IDS = ['1-year', '2-year'] as const satisfies readonly ServicePlan['id'][];

/** Minor units → euro (2500 → 25). */
export const toEuro = (minor: number): number => minor / 100;

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Spec §9: prices display as euro in en-US style: 5000 → '€50.00', -1234 → '-€12.34'. */
export const formatEuro = (minor: number): string => euro.format(minor / 100);
