/**
 * The administrator's accounts directory: every account with its owner, verification, balance
 * (the ledger's sum) and creation date, searched by the owner's name, e-mail or the company, a
 * page at a time; and one account with the users within it, whom the administrator may act as.
 */
import {
  type AdminAccount,
  type AdminAccountDetail,
  type AdminAccountList,
  endpoints as ep,
  toEuro,
} from '@switchboard/contract';
import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { accountMoney, accounts, pbxUsers, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';

export const ACCOUNTS_PAGE_SIZE = 25;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const balanceMinor = sql<string>`coalesce((select ${accountMoney.balanceMinor} from ${accountMoney} where ${accountMoney.accountId} = ${accounts.id}), 0)`;

const columns = {
  id: accounts.id,
  ownerName: rootUsers.name,
  ownerEmail: rootUsers.email,
  verifiedAt: rootUsers.emailVerifiedAt,
  companyName: accounts.companyName,
  balanceMinor,
  createdAt: accounts.createdAt,
};

type Row = {
  id: number;
  ownerName: string;
  ownerEmail: string;
  verifiedAt: Date | null;
  companyName: string | null;
  balanceMinor: string | number;
  createdAt: Date;
};

function toAdminAccount(row: Row): AdminAccount {
  const minor = Number(row.balanceMinor);
  return {
    id: row.id,
    owner_name: row.ownerName,
    owner_email: row.ownerEmail,
    email_verified: row.verifiedAt !== null,
    company_name: row.companyName ?? '',
    balance: toEuro(minor),
    balance_minor: minor,
    created_at: row.createdAt.toISOString(),
  };
}

export default function adminAccountRoutes(deps: Deps) {
  const directory = () =>
    deps.db.select(columns).from(accounts).innerJoin(rootUsers, eq(rootUsers.accountId, accounts.id));

  return contractRoutes(deps)
    .on(ep.accountSearch, async (c, input) => {
      const search = input.search?.trim() ?? '';
      const where: SQL | undefined = search
        ? or(
            ilike(rootUsers.name, likeText(search)),
            ilike(rootUsers.email, likeText(search)),
            ilike(accounts.companyName, likeText(search)),
          )
        : undefined;
      const page = input.page ?? 1;
      const [rows, [total]] = await Promise.all([
        directory()
          .where(where)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(ACCOUNTS_PAGE_SIZE)
          .offset((page - 1) * ACCOUNTS_PAGE_SIZE),
        deps.db
          .select({ n: count() })
          .from(accounts)
          .innerJoin(rootUsers, eq(rootUsers.accountId, accounts.id))
          .where(where),
      ]);
      return c.json({
        accounts: rows.map(toAdminAccount),
        total: total?.n ?? 0,
        page,
        page_size: ACCOUNTS_PAGE_SIZE,
      } satisfies AdminAccountList);
    })

    .on(ep.adminAccount, async (c) => {
      const id = idParam(c);
      const [row] = await directory().where(eq(accounts.id, id));
      if (!row) throw notFound();
      const users = await deps.db
        .select({
          id: pbxUsers.id,
          username: pbxUsers.username,
          description: pbxUsers.description,
          is_active: pbxUsers.isActive,
        })
        .from(pbxUsers)
        .where(eq(pbxUsers.accountId, id))
        .orderBy(asc(pbxUsers.username));
      return c.json({ account: toAdminAccount(row), users } satisfies AdminAccountDetail);
    }).app;
}
