import { billingBody, validateBillingSearch } from './billingSearch';
import { dashboardBody, validateDashboardSearch } from './dashboardSearch';

describe("the administrator's addresses", () => {
  it('keep a well-formed period and grouping, the last 30 days by day when none', () => {
    expect(validateDashboardSearch({ start: '2026-01-01', end: 'soon', bucket: 'week' })).toEqual({
      start: '2026-01-01',
      bucket: 'week',
    });
    expect(validateDashboardSearch({ bucket: 'day' })).toEqual({});
    const now = Date.parse('2026-03-31T12:00:00Z');
    expect(dashboardBody({}, now)).toEqual({ from: '2026-03-02', to: '2026-03-31', bucket: 'day' });
    expect(dashboardBody({ start: '2026-02-01', end: '2026-03-31', bucket: 'month' }, now)).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
      bucket: 'month',
    });
  });

  it('send no period the API would refuse', () => {
    expect(dashboardBody({ start: '2026-03-02', end: '2026-03-01' })).toBeNull();
    expect(dashboardBody({ start: '2020-01-01', end: '2026-03-01' })).toBeNull();
  });

  it('keep the billing filters, amounts in euro sent as cents', () => {
    const search = validateBillingSearch({
      q: 'acme',
      kind: 'credit_note',
      start: '2026-01-01',
      end: 'x',
      min: '1.5',
      max: -3,
      page: '2',
    });
    expect(search).toEqual({ q: 'acme', kind: 'credit_note', start: '2026-01-01', min: 1.5, page: 2 });
    expect(billingBody(search)).toEqual({
      search: 'acme',
      kind: 'credit_note',
      from: '2026-01-01',
      to: null,
      amount_min: 150,
      amount_max: null,
      page: 2,
    });
    expect(validateBillingSearch({ kind: 'refund', page: 1 })).toEqual({});
    expect(billingBody({})).toMatchObject({ kind: null, page: 1 });
  });
});
