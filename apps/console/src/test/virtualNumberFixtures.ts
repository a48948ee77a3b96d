import type { CoverageEntry, NumberOrder, VirtualDid } from '@switchboard/contract';

const STAMP = '2026-03-10T09:00:00.000Z';

export const offer = (
  id: number,
  country: string,
  country_name: string,
  dial_code: string,
  overrides: Partial<CoverageEntry> = {},
): CoverageEntry => ({
  id,
  country,
  country_name,
  dial_code,
  number_type: 'local',
  setup_price_minor: 100,
  monthly_price_minor: 150,
  channels: 2,
  sms: false,
  documents_required: false,
  ...overrides,
});

export const coverage = [
  offer(1, 'DE', 'Germany', '+49', {
    setup_price_minor: 300,
    monthly_price_minor: 250,
    documents_required: true,
  }),
  offer(2, 'GB', 'United Kingdom', '+44'),
  offer(3, 'GB', 'United Kingdom', '+44', { number_type: 'mobile', setup_price_minor: 200, sms: true }),
  offer(4, 'US', 'United States', '+1', {
    number_type: 'toll_free',
    setup_price_minor: 200,
    monthly_price_minor: 300,
  }),
];

export const numberOrder = (id: number, overrides: Partial<NumberOrder> = {}): NumberOrder => ({
  id,
  country: 'GB',
  number_type: 'local',
  quantity: 1,
  area_code: null,
  order_status: 'active',
  channel: 2,
  setup_price_minor: 100,
  monthly_price_minor: 150,
  reason: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const virtualDid = (id: number, number: string, overrides: Partial<VirtualDid> = {}): VirtualDid => ({
  id,
  number,
  description: '',
  country: 'GB',
  number_type: 'local',
  target_type: null,
  target_id: null,
  target_name: null,
  created_at: STAMP,
  updated_at: STAMP,
  order_id: 1,
  monthly_price_minor: 150,
  paid_until: '2026-04-10T09:00:00.000Z',
  ...overrides,
});
