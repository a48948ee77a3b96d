/**
 * The PBX reports (`/xpbx/reports`; the widget's reports are routes/reports.ts): pages of customer
 * calls by tab and of messages, a call's legs, and the exports, whose signed link streams the file.
 * Every read is scoped to the caller's account; the export link carries that account in its token.
 */
import { buildPath, endpoints as ep, type ReportExportLink } from '@switchboard/contract';
import { exportFileName, exportStream } from '../call-reports/export.js';
import { type ExportOrder, exportToken, readExportToken } from '../call-reports/export-link.js';
import { callWhere, checkRange, decodeCursor, messageWhere } from '../call-reports/filters.js';
import { callLegs, callReportPage, exportSize, messageReportPage } from '../call-reports/queries.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { SIGNED_LINK_SECONDS } from '../lib/signed-link.js';
import { timeslotZones } from '../pbx-domains/zones.js';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Report days are the account's (spec §2 time zones: the PBX zone is used by reports): its PBX
 * time zone when set, else the zone the caller sent (the reader's), else UTC.
 */
async function inAccountZone<B extends { timezone?: string | null | undefined }>(
  deps: Deps,
  accountId: number,
  body: B,
): Promise<B> {
  const { account } = await timeslotZones(deps.db, accountId);
  return account ? { ...body, timezone: account } : body;
}

export default function callReportRoutes(deps: Deps) {
  const link = async (order: ExportOrder): Promise<ReportExportLink> => {
    const where =
      order.kind === 'calls'
        ? callWhere(order.accountId, order.body)
        : messageWhere(order.accountId, order.body);
    const token = exportToken(deps.config.jwtSecret, order, deps.clock.now().getTime());
    return {
      url: buildPath(ep.reportExportFile.path, { token }),
      name: exportFileName(order, order.body.format),
      rows: await exportSize(deps.db, where, order.kind),
      expires_in: SIGNED_LINK_SECONDS,
    };
  };

  return contractRoutes(deps)
    .on(ep.callReport, async (c, body) => {
      checkRange(body);
      const cursor = decodeCursor(body.cursor);
      const accountId = c.get('session').accountId;
      return c.json(
        await callReportPage(deps.db, accountId, await inAccountZone(deps, accountId, body), cursor),
      );
    })
    .on(ep.callReportLegs, async (c) => {
      const legs = await callLegs(deps.db, c.get('session').accountId, c.req.param('callId') ?? '');
      if (!legs) throw notFound();
      return c.json(legs);
    })
    .on(ep.messageReport, async (c, body) => {
      checkRange(body);
      const cursor = decodeCursor(body.cursor);
      const accountId = c.get('session').accountId;
      return c.json(
        await messageReportPage(deps.db, accountId, await inAccountZone(deps, accountId, body), cursor),
      );
    })
    .on(ep.callReportExport, async (c, body) => {
      checkRange(body);
      return c.json(
        await link({
          kind: 'calls',
          accountId: c.get('session').accountId,
          body: wholeSet(await inAccountZone(deps, c.get('session').accountId, body)),
        }),
      );
    })
    .on(ep.messageReportExport, async (c, body) => {
      checkRange(body);
      return c.json(
        await link({
          kind: 'messages',
          accountId: c.get('session').accountId,
          body: wholeSet(await inAccountZone(deps, c.get('session').accountId, body)),
        }),
      );
    })
    .on(ep.reportExportFile, async (c) => {
      const order = readExportToken(
        deps.config.jwtSecret,
        c.req.param('token') ?? '',
        deps.clock.now().getTime(),
      );
      if (!order) throw notFound();
      const format = order.body.format;
      return c.body(exportStream(deps.db, order), 200, {
        'Content-Type': CONTENT_TYPES[format],
        'Content-Disposition': contentDisposition('attachment', exportFileName(order, format)),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    }).app;
}

/** The whole set: a page's cursor and size do not belong in the export (nor in its token). */
function wholeSet<B extends { cursor?: string | null; limit?: number }>(body: B): B {
  const { cursor: _cursor, limit: _limit, ...rest } = body;
  return rest as B;
}
