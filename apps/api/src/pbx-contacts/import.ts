/**
 * The phone book's import in two steps. `previewContactImport` reads the upload (CSV or XLSX),
 * checks every row with the contract's create body, against the other rows of the file and against
 * the account's contacts, and stores the good rows as a preview in the database (nothing else is
 * written). `applyContactImport` creates those rows in ONE transaction and drops the preview.
 */
import {
  createPbxContactBody,
  type PbxContactImportApplied,
  type PbxContactImportPreview,
  type PbxContactImportRow,
} from '@switchboard/contract';
import { messages, structErrors } from '@switchboard/forms';
import { eq } from 'drizzle-orm';
import { validate } from 'superstruct';
import { pbxContacts } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { savePreview, takePreview } from '../imports/previews.js';
import { type Cells, readTable, snakeHeader } from '../imports/read-table.js';
import { invalid, notFound } from '../lib/http-error.js';

const KIND = 'pbx-contacts';
/** Most rows one phone book may have (the preview lists every row). */
export const MAX_IMPORT_ROWS = 5000;
const FIELDS = ['first_name', 'last_name', 'number', 'company', 'email'] as const;

/** Headers people write: "First name", "first-name", "FirstName", "Phone", "E-mail". */
const ALIASES: Record<string, string> = {
  firstname: 'first_name',
  first: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  phone: 'number',
  phone_number: 'number',
  e_mail: 'email',
  mail: 'email',
};
const columnName = (header: string) => {
  const name = snakeHeader(header);
  return ALIASES[name] ?? ALIASES[name.replace(/_/g, '')] ?? name;
};

type Values = PbxContactImportRow['values'];

/** A stored preview: the good rows only, as they will be inserted. */
interface Pending {
  rows: Values[];
}

export async function previewContactImport(
  deps: Deps,
  accountId: number,
  file: Blob,
): Promise<PbxContactImportPreview> {
  const cells: { line: number; cells: Cells }[] = [];
  await readTable(file, columnName, (line, row) => {
    if (Object.values(row).every((value) => (value ?? '').trim() === '')) return;
    cells.push({ line, cells: row });
  });
  if (cells.length === 0) throw invalid('file', 'The file has no contacts.');
  if (cells.length > MAX_IMPORT_ROWS) {
    throw invalid('file', `The file has more than ${MAX_IMPORT_ROWS} contacts.`);
  }

  const existing = new Set(
    (
      await deps.db
        .select({ number: pbxContacts.number })
        .from(pbxContacts)
        .where(eq(pbxContacts.accountId, accountId))
    ).map((row) => row.number),
  );
  const inFile = new Map<string, number>();
  const rows: PbxContactImportRow[] = [];
  const good: Values[] = [];
  for (const { line, cells: row } of cells) {
    const values = Object.fromEntries(FIELDS.map((field) => [field, (row[field] ?? '').trim()])) as Values;
    const [error] = validate(values, createPbxContactBody);
    const errors: Record<string, string> = error ? structErrors(error) : {};
    if (!errors.number) {
      const first = inFile.get(values.number);
      if (existing.has(values.number)) errors.number = messages.unique('Number');
      else if (first !== undefined) errors.number = `Number repeats line ${first}.`;
    }
    if (!inFile.has(values.number)) inFile.set(values.number, line);
    if (Object.keys(errors).length > 0) rows.push({ line, values, errors });
    else {
      rows.push({ line, values });
      good.push(values);
    }
  }

  const saved = await savePreview(deps, accountId, KIND, { rows: good } satisfies Pending);
  return {
    import_id: saved.id,
    counts: { good: good.length, bad: rows.length - good.length },
    rows,
    expires_at: saved.expiresAt.toISOString(),
  };
}

export async function applyContactImport(
  deps: Deps,
  accountId: number,
  importId: string,
): Promise<PbxContactImportApplied> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await takePreview<Pending>(tx, now, accountId, KIND, importId);
    if (!pending) throw notFound();
    if (pending.rows.length === 0) return { created: 0 };
    // A contact added since the preview makes the insert fail whole: upload the file again.
    try {
      await tx.insert(pbxContacts).values(
        pending.rows.map((row) => ({
          accountId,
          firstName: row.first_name,
          lastName: row.last_name,
          number: row.number,
          company: row.company,
          email: row.email,
          createdAt: now,
          updatedAt: now,
        })),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw invalid('file', 'A number of the file was added meanwhile: upload the file again.');
      }
      throw error;
    }
    return { created: pending.rows.length };
  });
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
