/**
 * Demo data for a first look: on the first start with an empty database (no account at all), unless
 * SEED_DEMO=0, a verified demo account with its company filled in, five users within it, four
 * extensions (three given to users), two numbers to present as caller id, two blacklisted numbers,
 * a trunk towards its own PBX (credentials: a password made and sealed like any), a website widget
 * with an office and a department (and a few visitor requests for the reports and the map), and a platform administrator to try impersonation with; then its telephony
 * (seed-telephony.ts) and call handling (seed-call-handling.ts). Everything in one transaction
 * under an advisory lock, so instances starting together on one empty PostgreSQL seed it once,
 * and a non-empty database is never touched. The passwords are public: production sets SEED_DEMO=0.
 */
import { createHash, randomBytes } from 'node:crypto';
import { defaultOpeningHours, type VisitorRequestType } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  accounts,
  blacklist,
  customerTrunks,
  didNumbers,
  extensions,
  pbxContacts,
  pbxUsers,
  rootUsers,
  type VisitorPayload,
  visitorRequests,
  widgets,
} from '../db/schema.js';
import type { Deps } from '../deps.js';
import { countryCentroid } from '../geo/centroids.js';
import { insertDefaultDomain } from '../pbx-domains/domains.js';
import { newTrunkPassword } from '../virtual-numbers/trunk-password.js';
import { newWidgetParts } from '../widgets/normalize.js';
import { seedCallHandlingDemo } from './seed-call-handling.js';
import { seedMessagingDemo } from './seed-messaging.js';
import { seedTelephonyDemo } from './seed-telephony.js';

export const DEMO_PASSWORD = 'switchboard';
export const DEMO_EMAIL = 'demo@switchboard.test';
export const DEMO_ADMIN_EMAIL = 'admin@switchboard.test';

export interface DemoLogin {
  kind: 'root' | 'user' | 'admin';
  /** Email for root logins, username for user logins. */
  login: string;
  password: string;
  /** The account id (the user login's client id). */
  accountId: number;
}

const COMPANY = {
  companyName: 'Demo Telecom Ltd',
  vatNumber: 'BG204567891',
  companyAddress: '1 Vitosha Blvd, 1000 Sofia',
  companyCountry: 'Bulgaria',
  companyManager: 'Maria Ivanova',
  companyEmail: 'office@switchboard.test',
};

const NUMBERS = [
  {
    number: '+35924001000',
    description: 'Main line (Sofia)',
    country: 'BG',
    numberType: 'national' as const,
  },
  { number: '+4930200010', description: 'Sales line (Berlin)', country: 'DE', numberType: 'local' as const },
];

const EXTENSIONS = [
  { extension: '101', description: 'Reception desk', presentationNumber: NUMBERS[0]?.number ?? null },
  { extension: '102', description: 'Sales', presentationNumber: NUMBERS[1]?.number ?? null },
  { extension: '103', description: 'Support', presentationNumber: NUMBERS[0]?.number ?? null },
  { extension: '104', description: 'Meeting room', presentationNumber: null },
];

/** Numbers the PBX refuses: a known nuisance caller, and premium-rate calls out. */
const BLACKLIST = [
  { number: '+35929876543', description: 'Repeated nuisance calls', direction: 'inbound' as const },
  { number: '+35990', description: 'Premium-rate numbers', direction: 'outbound' as const },
];

/** The PBX phone book: five people the demo company calls. */
const CONTACTS = [
  {
    firstName: 'Maria',
    lastName: 'Ivanova',
    number: '+35928123456',
    company: 'Sofia Logistics',
    email: 'maria.ivanova@example.com',
  },
  {
    firstName: 'Jonas',
    lastName: 'Becker',
    number: '+4930123456',
    company: 'Becker GmbH',
    email: 'jonas@example.de',
  },
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    number: '+8801712345678',
    company: '',
    email: 'aisha.rahman@example.com',
  },
  {
    firstName: 'Lucía',
    lastName: 'García',
    number: '+34911234567',
    company: 'García y Asociados',
    email: '',
  },
  {
    firstName: 'Oleg',
    lastName: 'Smirnov',
    number: '+74951234567',
    company: 'Volga Trade',
    email: 'oleg@example.ru',
  },
];

/** Users and the extension (index into EXTENSIONS) each one has. */
const USERS = [
  { username: 'reception', description: 'Front desk, Sofia office', timezone: 'Europe/Sofia', extension: 0 },
  { username: 'sales.anna', description: 'Sales team lead', timezone: 'Europe/Berlin', extension: 1 },
  { username: 'support.li', description: 'Second-line support', timezone: 'Asia/Singapore', extension: 2 },
  {
    username: 'night.shift',
    description: 'Night shift agent',
    timezone: 'America/New_York',
    extension: null,
  },
  {
    username: 'intern',
    description: 'Trainee, inactive for now',
    timezone: 'Europe/London',
    extension: null,
    active: false,
  },
];

/** The demo widget: one office in Sofia with a sales department. */
const WIDGET = {
  name: 'Demo Telecom website',
  timezone: 'Europe/Sofia',
  config: { gdpr_url: 'https://switchboard.test/privacy', terms_url: 'https://switchboard.test/terms' },
  contacts: [
    {
      id: 'sofia-office',
      mainSettings: {
        title: 'Sofia office',
        email: 'office@switchboard.test',
        phoneNumber: '+35924001000',
        contactOptions: {
          phoneCalls: true,
          requestCallback: true,
          chat: true,
          email: true,
          videoCalls: true,
        },
      },
      openingHours: defaultOpeningHours(),
      timezone: 'Europe/Sofia',
      address: { country: 'Bulgaria', state: 'Sofia', street: '1 Vitosha Blvd', postCode: '1000' },
      departments: [
        {
          id: 'sales',
          name: 'Sales',
          email: 'sales@switchboard.test',
          phoneNumber: '+4930200010',
          contactOptions: {
            phoneCalls: true,
            requestCallback: true,
            chat: true,
            email: true,
            videoCalls: false,
          },
          openingHours: defaultOpeningHours(),
        },
      ],
    },
  ],
};

/** Visitor requests of the last days: [type, country, days ago, fields, department?]. */
const REQUESTS: [VisitorRequestType, string, number, VisitorPayload, boolean][] = [
  ['callback', 'BG', 1, { name: 'Ivan Petrov', phone: '+359888111222' }, false],
  [
    'message',
    'DE',
    1,
    { name: 'Anna Schmidt', email: 'anna@example.test', message: 'Do you route calls to Berlin?' },
    true,
  ],
  [
    'email',
    'GB',
    2,
    { name: 'Tom Baker', email: 'tom@example.test', subject: 'Pricing', message: 'Is there a yearly plan?' },
    true,
  ],
  ['call', 'BG', 2, {}, false],
  ['call', 'RO', 3, {}, true],
  ['video-call', 'US', 4, {}, false],
  ['callback', 'ES', 5, { name: 'Lucía García', phone: '+34612345678' }, true],
  [
    'message',
    'BG',
    6,
    { name: 'Maria', email: 'maria@example.test', message: 'Hello! Are you open on Saturday?' },
    false,
  ],
];

async function isEmpty(db: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from accounts) as empty`,
  );
  return (result as unknown as { rows: { empty: boolean }[] }).rows[0]?.empty === true;
}

/** The customer's own PBX a rented number can be pointed at. */
const TRUNK = {
  name: 'Sofia office PBX',
  host: 'pbx.demo-telecom.example',
  port: 5061,
  transport: 'tls',
  codecs: ['PCMA', 'G722', 'opus'],
  channels: 30,
  authType: 'credentials',
  username: 'demo-office',
  failoverOrder: 1,
} satisfies Partial<typeof customerTrunks.$inferInsert>;

/** Seeds the demo when the database has no account; returns the logins, or null when it did nothing. */
export async function seedDemo(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords' | 'log' | 'config'>,
): Promise<DemoLogin[] | null> {
  if (!(await isEmpty(deps.db))) return null;
  // Hash outside the transaction: Argon2 takes a while, locks should not.
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  const now = deps.clock.now();

  const logins = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('switchboard-demo-seed:' || current_schema()))`,
    );
    if (!(await isEmpty(tx))) return null;
    const stamp = { createdAt: now, updatedAt: now };

    const [account] = await tx
      .insert(accounts)
      .values({ ...COMPANY, ...stamp })
      .returning({ id: accounts.id });
    if (!account) throw new Error('demo account not created');
    const domainId = await insertDefaultDomain(tx, account.id, now);
    await tx.insert(rootUsers).values({
      accountId: account.id,
      name: 'Demo Owner',
      email: DEMO_EMAIL,
      passwordHash,
      phone: '+359888123456',
      timezone: 'Europe/Sofia',
      emailVerifiedAt: now,
      ...stamp,
    });
    await tx.insert(didNumbers).values(NUMBERS.map((n) => ({ accountId: account.id, ...n, ...stamp })));
    const extensionRows = await tx
      .insert(extensions)
      .values(EXTENSIONS.map((e) => ({ accountId: account.id, domainId, passwordHash, ...e, ...stamp })))
      .returning({ id: extensions.id });
    await tx.insert(pbxUsers).values(
      USERS.map((u) => ({
        accountId: account.id,
        domainId,
        username: u.username,
        passwordHash,
        description: u.description,
        timezone: u.timezone,
        extensionId: u.extension === null ? null : (extensionRows[u.extension]?.id ?? null),
        isActive: u.active ?? true,
        ...stamp,
      })),
    );
    await tx.insert(blacklist).values(BLACKLIST.map((b) => ({ accountId: account.id, ...b, ...stamp })));
    await tx.insert(pbxContacts).values(CONTACTS.map((c) => ({ accountId: account.id, ...c, ...stamp })));
    await tx.insert(customerTrunks).values({
      accountId: account.id,
      ...TRUNK,
      passwordSealed: newTrunkPassword(deps.config.jwtSecret).sealed,
      ...stamp,
    });

    const [widget] = await tx
      .insert(widgets)
      .values({
        ...newWidgetParts(WIDGET),
        accountId: account.id,
        publicKey: randomBytes(16).toString('base64url'),
        isDefault: true,
        ...stamp,
      })
      .returning({ id: widgets.id });
    if (!widget) throw new Error('demo widget not created');
    await tx.insert(visitorRequests).values(
      REQUESTS.map(([type, country, daysAgo, fields, toSales], index) => {
        const where = countryCentroid(country);
        return {
          accountId: account.id,
          widgetId: widget.id,
          type,
          officeId: 'sofia-office',
          departmentId: toSales ? 'sales' : null,
          payload: {
            ...fields,
            widget_name: WIDGET.name,
            office_title: 'Sofia office',
            department_name: toSales ? 'Sales' : null,
          },
          country,
          lat: where?.lat ?? null,
          lon: where?.lon ?? null,
          ipHash: createHash('sha256').update(`demo-visitor-${index}`).digest('hex'),
          createdAt: new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000),
        };
      }),
    );

    const [adminAccount] = await tx.insert(accounts).values(stamp).returning({ id: accounts.id });
    if (!adminAccount) throw new Error('demo admin account not created');
    await insertDefaultDomain(tx, adminAccount.id, now);
    await tx.insert(rootUsers).values({
      accountId: adminAccount.id,
      name: 'Demo Administrator',
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
      isAdmin: true,
      emailVerifiedAt: now,
      ...stamp,
    });

    const [firstUser] = USERS;
    return [
      { kind: 'root', login: DEMO_EMAIL, password: DEMO_PASSWORD, accountId: account.id },
      { kind: 'user', login: firstUser?.username ?? '', password: DEMO_PASSWORD, accountId: account.id },
      { kind: 'admin', login: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, accountId: adminAccount.id },
    ] satisfies DemoLogin[];
  });
  // After the transaction: the call records go through the switch's own ingest and rating.
  const owner = logins?.[0];
  if (owner) {
    await seedTelephonyDemo(deps, owner.accountId);
    await seedCallHandlingDemo(deps, owner.accountId);
    await seedMessagingDemo(deps, owner.accountId, DEMO_EMAIL);
  }
  if (logins) deps.log.info(`demo data seeded: ${DEMO_EMAIL} and ${DEMO_ADMIN_EMAIL} (SEED_DEMO=0 to skip)`);
  return logins;
}
