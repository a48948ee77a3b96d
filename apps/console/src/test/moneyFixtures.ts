import type {
  Balance,
  PaymentMethod,
  PaymentsConfig,
  ProfileService,
  ServicePlan,
  Subscription,
  Transaction,
} from '@switchboard/contract';
import { RECHARGE_AMOUNTS } from '@switchboard/contract';

const STAMP = '2026-03-01T09:00:00.000Z';

/** The service plans as the API seeds them (spec §9 sample plans). */
export const servicePlans: ServicePlan[] = [
  { id: '1-year', name: '1 year', price: 300, price_minor: 30000, currency: 'EUR', period_months: 12 },
  { id: '2-year', name: '2 year', price: 600, price_minor: 60000, currency: 'EUR', period_months: 24 },
];

/** Where the fake card provider takes card details (another party's address, never our API's). */
export const TOKENIZE_URL = 'https://pay.example/v1/tokens';

export const paymentsConfig: PaymentsConfig = {
  card_provider: 'sandbox',
  tokenize_url: TOKENIZE_URL,
  recharge_amounts: RECHARGE_AMOUNTS,
  currency: 'EUR',
};

export function card(id: number, overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id,
    card_type: 'visa',
    last_four: '4242',
    card_owner: 'Anna Schmidt',
    card_month: 4,
    card_year: 2031,
    default: false,
    created_at: STAMP,
    ...overrides,
  };
}

export function transaction(id: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    created_at: STAMP,
    kind: 'recharge',
    status: 'succeeded',
    card_type: 'visa',
    last_four: '4242',
    amount: 50,
    amount_minor: 5000,
    currency: 'EUR',
    receipt_url: `https://pay.example/receipts/ch_${id}`,
    invoice_link: `/admin/profile/transactions/${id}/invoice`,
    invoice_number: `INV-000001-${String(id).padStart(4, '0')}`,
    message: 'Account recharge',
    ...overrides,
  };
}

export function balance(minor: number): Balance {
  return { balance: minor / 100, balance_minor: minor, credit_limit_minor: 0, currency: 'EUR' };
}

export function subscription(id: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    widget_name: 'Main website',
    subscription: 'website-dialer',
    name: '1 year',
    plan_id: '1-year',
    price: 300,
    price_minor: 30000,
    currency: 'EUR',
    billing_period: '1 year',
    expire_at: null,
    status: 'incomplete',
    card_provider: 'sandbox',
    provider_subscription_id: null,
    payment_method_id: 1,
    canceled_at: null,
    ...overrides,
  };
}

export function service(
  type: ProfileService['service_type'],
  overrides: Partial<ProfileService> = {},
): ProfileService {
  return {
    service_type: type,
    service_status: 'inactive',
    service_status_date: null,
    payment_plan: servicePlans,
    subscription_id: null,
    plan_id: null,
    payment_method_id: null,
    ...overrides,
  };
}
