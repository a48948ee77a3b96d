/**
 * The administrator's area (issue 26): the platform's dashboard, and the ledger of every account
 * (search, CSV export, credit notes). Every entry is the contract's `admin` level: an
 * administrator on their own login, never while acting as someone.
 */
import {
  BILLING_EXPORT_MAX_ROWS,
  BILLING_PAGE_SIZE,
  type BillingEntry,
  type BillingPage,
  endpoints as ep,
} from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { csvLine } from '../lib/csv.js';
import {
  BILLING_CSV_HEADER,
  billingCsvCells,
  billingEntry,
  billingPage,
  billingRows,
} from '../money/billing.js';
import { issueCreditNote } from '../money/credit-notes.js';
import { dashboard } from '../xadmin/dashboard.js';

export default function xadminRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.xadminDashboard, async (c, body) => c.json(await dashboard(deps.db, body)))

    .on(ep.billingSearch, async (c, body) => {
      const page = body.page ?? 1;
      const found = await billingPage(deps.db, body, page);
      return c.json({ ...found, page, page_size: BILLING_PAGE_SIZE } satisfies BillingPage);
    })

    .on(ep.billingExport, async (c, body) => {
      const rows = await billingRows(deps.db, body, BILLING_EXPORT_MAX_ROWS);
      const csv = [BILLING_CSV_HEADER, ...rows.map(billingCsvCells)].map(csvLine).join('');
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('attachment', 'billing.csv'),
      });
    })

    .on(ep.issueCreditNote, async (c, body) => {
      const where = { ip: clientIp(c, deps.config.trustProxy), path: c.req.path };
      const entryId = await issueCreditNote(deps, c.get('session'), body, where);
      const entry = await billingEntry(deps.db, `ledger:${entryId}`);
      if (!entry) throw new Error(`credit note ${entryId} is not in the ledger`);
      return c.json(entry satisfies BillingEntry, 201);
    }).app;
}
