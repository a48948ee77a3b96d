/**
 * The embeddable widget's own endpoints: no login, any origin (CORS `*`, no credentials; see
 * middleware/public-cors.ts).
 *
 * GET /public/widget/:publicKey answers the WidgetPublicConfig from the in-memory cache
 * (widgets/public-cache.ts), compressed as the visitor's browser accepts, with a strong ETag per
 * coding and `Cache-Control: public, max-age=60, stale-while-revalidate=600`, and 304 to a matching
 * If-None-Match.
 *
 * Visitor requests are checked in this order, and a refused one leaves nothing stored: the widget
 * exists and is active (404), the IP is not blacklisted (403), the country is allowed (403), the
 * visitor is within the rate limits (429), the body is valid (400/413/422) and names a contact and
 * department that offer the service (422). Then the request (and an email's attachment) is stored
 * in one statement with its webhook deliveries and, without SMTP, the office's mail in the outbox
 * (widgets/store-request.ts); 201 comes only once that is committed. Over SMTP the office is mailed
 * after the answer (a failure is logged; the request stays stored and is in the reports).
 */
import { createHmac } from 'node:crypto';
import {
  apiMessages,
  type Contact,
  type ContactOptions,
  type Department,
  endpoints as ep,
  isMultipartBody,
  type VisitorRequestAck,
  type VisitorRequestType,
} from '@switchboard/contract';
import { NOTICES, structErrors } from '@switchboard/forms';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Infer, Struct } from 'superstruct';
import type { AppEnv } from '../app-env.js';
import { rootUsers, type VisitorPayload } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { countryCentroid } from '../geo/centroids.js';
import { visitorCountry } from '../geo/geo.js';
import { clientIp } from '../lib/client-ip.js';
import { sendEncoded } from '../lib/content-coding.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { forbidden, httpError, invalid, notFound, unprocessable } from '../lib/http-error.js';
import type { Mail } from '../mail/mailer.js';
import { widgetRequestMail } from '../mail/templates.js';
import { fileTooLargeMessage } from '../middleware/body-limit.js';
import { isJsonRequest, refuseUnsafe, validateBody } from '../middleware/json-body.js';
import type { AppParts } from '../route-modules.js';
import { removeAttachment, safeFileName, storeAttachment } from '../widgets/attachments.js';
import type { PublishedWidget } from '../widgets/public-cache.js';
import { storeVisitorRequest } from '../widgets/store-request.js';

export const PUBLIC_CONFIG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Which contact option a kind of request needs. */
const OPTION_OF: Record<VisitorRequestType, keyof ContactOptions> = {
  call: 'phoneCalls',
  callback: 'requestCallback',
  'video-call': 'videoCalls',
  email: 'email',
  message: 'chat',
};

// biome-ignore lint/suspicious/noExplicitAny: any struct may describe a body.
type AnyStruct = Struct<any, any>;

/** The visitor's own words a request may carry, each only where its body declares it. */
const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type FormField = (typeof FORM_FIELDS)[number];

interface Attachment {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * The email form's body (a multipart struct, which contractRoutes leaves to the handler): JSON, or
 * multipart with the attachment; validated (422). The other requests' bodies are JSON, checked
 * from the table.
 */
async function readVisitorBody<S extends AnyStruct>(
  c: Context<AppEnv>,
  struct: S,
): Promise<{ input: Infer<S>; attachment: Attachment | null }> {
  let raw: Record<string, unknown>;
  let file: File | null = null;
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (isJsonRequest(c)) {
    const parsed: unknown = await c.req.json().catch(() => {
      throw httpError(400, apiMessages.invalidJson);
    });
    raw = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } else if (isMultipartBody(struct) && mediaType === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw httpError(400, apiMessages.multipartRequired);
    }
    raw = {};
    for (const [name, value] of form.entries()) {
      if (name in raw) continue;
      if (typeof value === 'string') raw[name] = value;
      // An empty file input sends a nameless empty file: nothing was chosen.
      else if (value.size > 0 || value.name !== '') raw[name] = value;
    }
    const field = raw[struct.multipart.field];
    if (field instanceof File) {
      if (field.size > struct.multipart.maxBytes)
        throw httpError(413, fileTooLargeMessage(struct.multipart.maxBytes));
      file = field;
    } else if (field === '') {
      delete raw[struct.multipart.field];
    } else if (typeof field === 'string') {
      throw invalid(struct.multipart.field, NOTICES.selectFile);
    }
  } else {
    throw httpError(400, isMultipartBody(struct) ? apiMessages.multipartRequired : apiMessages.jsonRequired);
  }
  refuseUnsafe(raw);
  const [error, input] = validateBody(raw, struct);
  if (error) throw unprocessable(structErrors(error));
  const attachment = file
    ? {
        name: safeFileName(file.name),
        type: /^[\w.+-]+\/[\w.+-]+$/.test(file.type) ? file.type : 'application/octet-stream',
        bytes: new Uint8Array(await file.arrayBuffer()),
      }
    : null;
  return { input: input as Infer<S>, attachment };
}

/** The contact and department a request names, checked against the widget and the service. */
function resolveTarget(
  widget: PublishedWidget,
  type: VisitorRequestType,
  contactId: string | null | undefined,
  departmentId: string | null | undefined,
): { contact: Contact | null; department: Department | null } {
  if (!contactId) {
    if (departmentId) throw invalid('contact_id', 'Contact id is required.');
    return { contact: null, department: null };
  }
  const contact = widget.contacts.find((item) => item.id === contactId);
  if (!contact) throw invalid('contact_id', 'Choose valid Contact');
  const department = departmentId
    ? (contact.departments.find((item) => item.id === departmentId) ?? null)
    : null;
  if (departmentId && !department) throw invalid('department_id', 'Choose valid Department');
  const options = department?.contactOptions ?? contact.mainSettings.contactOptions;
  if (!options[OPTION_OF[type]])
    throw invalid(department ? 'department_id' : 'contact_id', apiMessages.contactUnavailable);
  return { contact, department };
}

export default function widgetPublicRoutes(deps: Deps, { widgetConfigs: cache }: AppParts) {
  const { config } = deps;

  async function published(c: Context<AppEnv>): Promise<PublishedWidget> {
    const widget = await cache.get(c.req.param('publicKey') ?? '');
    if (!widget) throw notFound(apiMessages.noPhoneFound);
    return widget;
  }

  const ipHash = (ip: string) =>
    createHmac('sha256', config.jwtSecret).update(`visitor-ip:${ip}`).digest('hex');

  /**
   * Before the body is read: the widget exists, then blacklist, country allow-list, rate limits;
   * nothing is read or stored for a refused visitor.
   */
  const admitted: MiddlewareHandler<AppEnv> = async (c, next) => {
    const widget = await published(c);
    const ip = clientIp(c, config.trustProxy);
    if (widget.isBlocked(ip)) throw forbidden(apiMessages.visitorIpBlocked);
    const country = visitorCountry(c, config, deps.geo, ip);
    if (widget.countries.size > 0 && (!country || !widget.countries.has(country)))
      throw forbidden(apiMessages.visitorCountryBlocked);
    for (const [rule, key] of [
      [config.limits.visitor, `${ip}|${widget.publicKey}`],
      [config.limits.visitorPerWidget, `*|${widget.publicKey}`],
    ] as const) {
      const decision = await deps.rateLimiter.hit(key, rule);
      if (!decision.allowed)
        throw httpError(429, apiMessages.tooManyAttempts, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
    }
    c.set('visitor', { widget, ip, country });
    await next();
  };

  /** The mail to the department, else the office, else the account owner (none without an address). */
  async function mailFor(
    widget: PublishedWidget,
    type: VisitorRequestType,
    target: { contact: Contact | null; department: Department | null },
    fields: Record<string, string | undefined>,
    attachment: { name: string; size: number } | null,
  ): Promise<Mail | null> {
    let to = target.department?.email || target.contact?.mainSettings.email || '';
    if (!to) {
      const [owner] = await deps.db
        .select({ email: rootUsers.email })
        .from(rootUsers)
        .where(eq(rootUsers.accountId, widget.accountId));
      to = owner?.email ?? '';
    }
    if (!to) return null;
    return widgetRequestMail(to, {
      type,
      widget: widget.name,
      office: target.contact?.mainSettings.title ?? null,
      department: target.department?.name ?? null,
      fields,
      attachment,
    });
  }

  /**
   * Stores an admitted visitor's checked request, then mails it when `mailed`. Its form is the
   * fields `body` declares, and only those: a `type()` struct lets other keys through unchecked,
   * and a call intent's `"name": 0` (or any text no rule checked) must not reach the stored request.
   */
  const accept = (type: VisitorRequestType, mailed: boolean, body: AnyStruct) => {
    const formFields = FORM_FIELDS.filter((field) => field in (body.schema as object));
    return async (c: Context<AppEnv>, input: object, attachment: Attachment | null = null) => {
      const { widget, ip, country } = c.get('visitor');
      const fields = input as Record<string, unknown> & {
        contact_id?: string | null;
        department_id?: string | null;
      };
      const target = resolveTarget(widget, type, fields.contact_id, fields.department_id);
      const form: Partial<Record<FormField, string>> = {};
      for (const field of formFields) {
        const value = fields[field];
        if (typeof value === 'string') form[field] = value.trim();
      }
      const meta = attachment
        ? { name: attachment.name, size: attachment.bytes.byteLength, type: attachment.type }
        : null;
      const payload: VisitorPayload = {
        ...Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)),
        widget_name: widget.name,
        office_title: target.contact?.mainSettings.title ?? null,
        department_name: target.department?.name ?? null,
        ...(meta ? { attachment: meta } : {}),
      };
      const location = countryCentroid(country);
      const mail = mailed ? await mailFor(widget, type, target, form, meta) : null;
      const { outbox } = deps.mailer;
      const key = attachment ? await storeAttachment(config.attachmentsDir, attachment.bytes) : null;
      const createdAt = deps.clock.now();
      const stored = await storeVisitorRequest(
        deps.db,
        {
          accountId: widget.accountId,
          widgetId: widget.id,
          type,
          officeId: target.contact?.id ?? null,
          departmentId: target.department?.id ?? null,
          payload,
          country,
          lat: location?.lat ?? null,
          lon: location?.lon ?? null,
          ipHash: ipHash(ip),
          attachmentKey: key,
          createdAt,
        },
        { type, widget_id: widget.id, country, ...payload },
        mail && outbox ? outbox.rows(mail) : [],
      ).catch(async (error: unknown) => {
        if (key) await removeAttachment(config.attachmentsDir, key);
        throw error;
      });
      if (mail && outbox) outbox.queued(mail, stored.mailId);
      else if (mail) {
        // Over SMTP the visitor does not wait for the mail server: the mail is handed over after
        // the answer, from memory (the mailer's close() waits for it; a crash loses the mail, never
        // the request).
        deps.mailer
          .send(mail)
          .catch((error: unknown) =>
            deps.log.error(`widget ${widget.id}: could not mail the ${type} request`, error),
          );
      }
      const ack: VisitorRequestAck = {
        message: apiMessages.visitorRequestSent,
        type,
        created_at: createdAt.toISOString(),
      };
      return c.json(ack, 201);
    };
  };

  const visitor = { use: [admitted] };
  const email = accept('email', true, ep.widgetEmail.body);
  return contractRoutes(deps)
    .on(ep.widgetPublicConfig, async (c) => {
      const widget = await cache.get(c.req.param('publicKey') ?? '');
      if (!widget) return c.json({ message: apiMessages.noPhoneFound }, 404, { 'Cache-Control': 'no-store' });
      return sendEncoded(c, widget.config, 'application/json; charset=UTF-8', {
        'Cache-Control': PUBLIC_CONFIG_CACHE_CONTROL,
      });
    })
    .on(ep.widgetCallback, accept('callback', true, ep.widgetCallback.body), visitor)
    .on(ep.widgetMessage, accept('message', true, ep.widgetMessage.body), visitor)
    .on(
      ep.widgetEmail,
      async (c) => {
        const { input, attachment } = await readVisitorBody(c, ep.widgetEmail.body);
        return email(c, input, attachment);
      },
      visitor,
    )
    .on(ep.widgetCall, accept('call', false, ep.widgetCall.body), visitor)
    .on(ep.widgetVideoCall, accept('video-call', false, ep.widgetVideoCall.body), visitor).app;
}
