/**
 * Widget reports (spec §7 "Reports"): what visitors sent, per kind, filtered by time range, widget,
 * office and department; the filter options; map markers; and short-lived links to email
 * attachments, with the download they lead to. Every query carries `account_id = caller's
 * account`, except the download's, whose signed token names the request.
 */
import { readFile } from 'node:fs/promises';
import {
  type AttachmentLink,
  apiMessages,
  buildPath,
  endpoints as ep,
  type MapMarker,
  REPORT_TYPE_NAMES,
  REPORT_TYPES,
  REQUEST_TYPE_OF_REPORT,
  type ReportFilters,
  type ReportFiltersBody,
  type ReportRow,
  type ReportType,
  type StatsReport,
  type VisitorRequestType,
} from '@switchboard/contract';
import { and, asc, count, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { visitorRequests, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { idParam } from '../lib/params.js';
import { timeRange } from '../lib/time-range.js';
import {
  ATTACHMENT_LINK_SECONDS,
  attachmentFile,
  attachmentToken,
  readAttachmentToken,
} from '../widgets/attachments.js';

/** The most rows one stats answer carries (newest first); `total` counts them all. */
export const REPORT_ROW_LIMIT = 500;

const REPORT_OF_REQUEST = Object.fromEntries(
  Object.entries(REQUEST_TYPE_OF_REPORT).map(([report, request]) => [request, report]),
) as Record<VisitorRequestType, ReportType>;

/**
 * Account, time range (an end date includes its whole day, UTC), widget, office, department. A
 * widget that is not the caller's is a 422 on widget_id, not an empty report that would read as a
 * widget with no requests.
 */
async function filterConditions(deps: Deps, accountId: number, input: ReportFiltersBody): Promise<SQL[]> {
  await checkOwned({ deps, accountId }, widgets, input.widget_id, 'widget_id', 'Widget');
  const conditions: SQL[] = [
    eq(visitorRequests.accountId, accountId),
    ...timeRange(visitorRequests.createdAt, input),
  ];
  if (input.widget_id) conditions.push(eq(visitorRequests.widgetId, input.widget_id));
  if (input.office_id) conditions.push(eq(visitorRequests.officeId, input.office_id));
  if (input.department_id) conditions.push(eq(visitorRequests.departmentId, input.department_id));
  return conditions;
}

type RequestRow = typeof visitorRequests.$inferSelect;

function toReportRow(row: RequestRow, widgetName: string | null): ReportRow {
  const p = row.payload;
  return {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    widget_id: row.widgetId,
    widget_name: widgetName ?? p.widget_name ?? null,
    office_id: row.officeId,
    office_title: p.office_title ?? null,
    department_id: row.departmentId,
    department_name: p.department_name ?? null,
    country: row.country,
    name: p.name ?? null,
    email: p.email ?? null,
    phone: p.phone ?? null,
    subject: p.subject ?? null,
    message: p.message ?? null,
    attachment: p.attachment ?? null,
  };
}

/**
 * Merges markers closer than a grid cell that halves with each zoom level (about 40 px on a
 * 256-px-per-world map), at the count-weighted centre of what they merge. No zoom: no merging.
 */
export function clusterMarkers(
  points: { lat: number; lng: number; country: string | null; type: VisitorRequestType; count: number }[],
  zoom: number | null | undefined,
): MapMarker[] {
  const cell = zoom === null || zoom === undefined ? 0 : 56 / 2 ** zoom;
  const groups = new Map<string, { latSum: number; lngSum: number; marker: MapMarker }>();
  for (const point of points) {
    const key =
      cell > 0
        ? `${Math.floor(point.lat / cell)}:${Math.floor(point.lng / cell)}`
        : `${point.lat}:${point.lng}`;
    let group = groups.get(key);
    if (!group) {
      group = { latSum: 0, lngSum: 0, marker: { lat: 0, lng: 0, count: 0, countries: [], services: {} } };
      groups.set(key, group);
    }
    const { marker } = group;
    group.latSum += point.lat * point.count;
    group.lngSum += point.lng * point.count;
    marker.count += point.count;
    if (point.country && !marker.countries.includes(point.country)) marker.countries.push(point.country);
    const service = REPORT_OF_REQUEST[point.type];
    marker.services[service] = (marker.services[service] ?? 0) + point.count;
  }
  return [...groups.values()]
    .map(({ latSum, lngSum, marker }) => ({
      ...marker,
      lat: Math.round((latSum / marker.count) * 1e4) / 1e4,
      lng: Math.round((lngSum / marker.count) * 1e4) / 1e4,
      countries: marker.countries.sort(),
    }))
    .sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
}

export default function reportRoutes(deps: Deps) {
  const day = sql<string>`to_char(${visitorRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  return (
    contractRoutes(deps)
      .on(ep.reportFilters, async (c) => {
        const rows = await deps.db
          .select({ id: widgets.id, name: widgets.name, contacts: widgets.contacts })
          .from(widgets)
          .where(eq(widgets.accountId, c.get('session').accountId))
          .orderBy(asc(widgets.id));
        const filters: ReportFilters = {
          widgets: rows.map((w) => ({ id: w.id, name: w.name })),
          offices: rows.flatMap((w) =>
            w.contacts.map((contact) => ({
              id: contact.id,
              name: contact.mainSettings.title,
              widget_id: w.id,
            })),
          ),
          departments: rows.flatMap((w) =>
            w.contacts.flatMap((contact) =>
              contact.departments.map((department) => ({
                id: department.id,
                name: department.name,
                widget_id: w.id,
                office_id: contact.id,
              })),
            ),
          ),
          services: REPORT_TYPES.map((type) => ({ id: type, name: REPORT_TYPE_NAMES[type] })),
        };
        return c.json(filters);
      })

      // Before POST /admin/reports/:type, which would take 'map' for a type.
      .on(ep.reportMap, async (c, input) => {
        const conditions = await filterConditions(deps, c.get('session').accountId, input);
        conditions.push(isNotNull(visitorRequests.lat), isNotNull(visitorRequests.lon));
        if (input.service) conditions.push(eq(visitorRequests.type, REQUEST_TYPE_OF_REPORT[input.service]));
        const corners = input.positions ?? [];
        if (corners.length >= 2) {
          const lats = corners.map((p) => p.lat);
          const lngs = corners.map((p) => p.lng);
          conditions.push(
            gte(visitorRequests.lat, Math.min(...lats)),
            lte(visitorRequests.lat, Math.max(...lats)),
            gte(visitorRequests.lon, Math.min(...lngs)),
            lte(visitorRequests.lon, Math.max(...lngs)),
          );
        }
        const points = await deps.db
          .select({
            lat: visitorRequests.lat,
            lng: visitorRequests.lon,
            country: visitorRequests.country,
            type: visitorRequests.type,
            count: count(),
          })
          .from(visitorRequests)
          .where(and(...conditions))
          .groupBy(visitorRequests.lat, visitorRequests.lon, visitorRequests.country, visitorRequests.type);
        const located = points.flatMap((p) =>
          p.lat === null || p.lng === null ? [] : [{ ...p, lat: p.lat, lng: p.lng, count: Number(p.count) }],
        );
        return c.json(clusterMarkers(located, input.zoomFactor));
      })

      .on(ep.statsReport, async (c, input) => {
        const type = c.req.param('type') as ReportType;
        if (!(REPORT_TYPES as readonly string[]).includes(type)) throw notFound();
        const where = and(
          ...(await filterConditions(deps, c.get('session').accountId, input)),
          eq(visitorRequests.type, REQUEST_TYPE_OF_REPORT[type]),
        );
        const [totals, rows, daily] = await Promise.all([
          deps.db.select({ n: count() }).from(visitorRequests).where(where),
          deps.db
            .select({ request: visitorRequests, widgetName: widgets.name })
            .from(visitorRequests)
            .leftJoin(widgets, eq(widgets.id, visitorRequests.widgetId))
            .where(where)
            .orderBy(desc(visitorRequests.createdAt), desc(visitorRequests.id))
            .limit(REPORT_ROW_LIMIT),
          deps.db
            .select({ date: day, count: count() })
            .from(visitorRequests)
            .where(where)
            .groupBy(day)
            .orderBy(day),
        ]);
        const report: StatsReport = {
          type,
          total: Number(totals[0]?.n ?? 0),
          rows: rows.map((row) => toReportRow(row.request, row.widgetName)),
          limit: REPORT_ROW_LIMIT,
          daily: daily.map((d) => ({ date: d.date, count: Number(d.count) })),
        };
        return c.json(report);
      })

      .on(ep.reportAttachment, async (c) => {
        const [row] = await deps.db
          .select({ id: visitorRequests.id, payload: visitorRequests.payload })
          .from(visitorRequests)
          .where(
            and(
              eq(visitorRequests.id, idParam(c)),
              eq(visitorRequests.accountId, c.get('session').accountId),
              isNotNull(visitorRequests.attachmentKey),
            ),
          );
        const meta = row?.payload.attachment;
        if (!row || !meta) throw notFound(apiMessages.notFound);
        const link: AttachmentLink = {
          url: buildPath(ep.attachmentDownload.path, {
            token: attachmentToken(deps.config.jwtSecret, row.id, deps.clock.now().getTime()),
          }),
          name: meta.name,
          size: meta.size,
          type: meta.type,
          expires_in: ATTACHMENT_LINK_SECONDS,
        };
        return c.json(link);
      })

      // The link's target: its signed, expiring token stands in for a login.
      .on(ep.attachmentDownload, async (c) => {
        const token = c.req.param('token') ?? '';
        const id = readAttachmentToken(deps.config.jwtSecret, token, deps.clock.now().getTime());
        if (id === null) throw notFound();
        const [row] = await deps.db
          .select({ key: visitorRequests.attachmentKey, payload: visitorRequests.payload })
          .from(visitorRequests)
          .where(and(eq(visitorRequests.id, id), isNotNull(visitorRequests.attachmentKey)));
        const meta = row?.payload.attachment;
        if (!row?.key || !meta) throw notFound();
        const bytes = await readFile(attachmentFile(deps.config.attachmentsDir, row.key)).catch(() => {
          throw notFound();
        });
        return c.body(bytes, 200, {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': contentDisposition('attachment', meta.name),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      }).app
  );
}
