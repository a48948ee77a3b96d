/**
 * The PBX phone book: each account's contacts (a number listed once), and the CSV/XLSX import
 * that previews every row (a bad one with its line and messages) and writes only on apply.
 */
import { endpoints as ep, type PbxContact, type PbxContactImportPreview } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const create = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createPbxContact, { token: as(owner), body });
const list = async (owner: TestAccount) =>
  (await call(ep.listPbxContacts, { token: as(owner) })).body as PbxContact[];

/** POSTs a file as the console does: multipart, field `file`. */
async function upload(owner: TestAccount, file: Blob) {
  const form = new FormData();
  form.set('file', file, 'contacts');
  const res = await fetch(server.url + ep.previewPbxContactImport.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as(owner)}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as PbxContactImportPreview };
}
const apply = (owner: TestAccount, importId: string) =>
  call(ep.applyPbxContactImport, { token: as(owner), params: { importId }, body: {} });
const csv = (lines: string[]) => new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });

describe('/admin/xpbx/contacts', () => {
  it('creates, lists, updates and deletes a contact', async () => {
    const owner = await server.createAccount();
    const created = await create(owner, {
      first_name: 'Anna',
      last_name: 'Petrova',
      number: '+359888123456',
      company: 'Acme',
      email: 'anna@example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      first_name: 'Anna',
      last_name: 'Petrova',
      number: '+359888123456',
      company: 'Acme',
      email: 'anna@example.com',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    expect(await list(owner)).toEqual([created.body]);
    const updated = await call(ep.updatePbxContact, {
      token: as(owner),
      params: { id },
      body: { company: 'Acme Ltd' },
    });
    expect(updated.body).toMatchObject({ first_name: 'Anna', company: 'Acme Ltd' });
    expect((await call(ep.deletePbxContact, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect(await list(owner)).toEqual([]);
  });

  it('answers 422 with the rule set’s messages: number, e-mail, a number listed twice', async () => {
    const owner = await server.createAccount();
    const empty = await create(owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      first_name: ['First name is required.'],
      number: ['Number is required.'],
    });
    const bad = await create(owner, { first_name: 'A', number: '12a4', email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'number']);
    // E.164: at most 15 digits.
    expect((await create(owner, { first_name: 'A', number: '+1234567890123456' })).status).toBe(422);
    expect((await create(owner, { first_name: 'A', number: '4930123' })).status).toBe(201);
    const twice = await create(owner, { first_name: 'B', number: '4930123' });
    expect(twice.body.errors).toEqual({ number: ['Number already exists.'] });
  });

  it("keeps each account's contacts to itself (another account's id is a 404)", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id } = (await create(owner, { first_name: 'Li', number: '6561234567' })).body;
    const token = as(other);
    expect(await list(other)).toEqual([]);
    expect((await call(ep.getPbxContact, { token, params: { id } })).status).toBe(404);
    expect(
      (await call(ep.updatePbxContact, { token, params: { id }, body: { first_name: 'X' } })).status,
    ).toBe(404);
    expect((await call(ep.deletePbxContact, { token, params: { id } })).status).toBe(404);
    // The same number in another account's phone book is fine.
    expect((await create(other, { first_name: 'Li', number: '6561234567' })).status).toBe(201);
  });
});

describe('the phone-book import', () => {
  it('previews a CSV with a bad row, writes nothing, then imports only the good rows', async () => {
    const owner = await server.createAccount();
    await create(owner, { first_name: 'Old', number: '+4930111' });
    const preview = await upload(
      owner,
      csv([
        'First name,Last Name,Number,Company,E-mail',
        'Anna,Petrova,+359888123456,Acme,anna@example.com',
        'Ben,,4930999,,not-an-email',
        'Chen,Li,6561234567,,',
        'Dup,,+359888123456,,',
        'Old again,,+4930111,,',
      ]),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ good: 2, bad: 3 });
    expect(preview.body.rows.filter((row) => row.errors)).toEqual([
      {
        line: 3,
        values: { first_name: 'Ben', last_name: '', number: '4930999', company: '', email: 'not-an-email' },
        errors: { email: expect.stringMatching(/Email/) },
      },
      expect.objectContaining({ line: 5, errors: { number: 'Number repeats line 2.' } }),
      expect.objectContaining({ line: 6, errors: { number: 'Number already exists.' } }),
    ]);
    // Nothing is written before apply.
    expect((await list(owner)).map((c) => c.number)).toEqual(['+4930111']);

    // Another account cannot apply it.
    const other = await server.createAccount();
    expect((await apply(other, preview.body.import_id)).status).toBe(404);

    // A second API instance on the same database applies it (the preview is not in memory).
    const second = createApp(server.deps);
    const res = await second.request(
      ep.applyPbxContactImport.path.replace(':importId', preview.body.import_id),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${as(owner)}`, 'Content-Type': 'application/json' },
        body: '{}',
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 2 });
    expect((await list(owner)).map((c) => `${c.first_name} ${c.number}`).sort()).toEqual([
      'Anna +359888123456',
      'Chen 6561234567',
      'Old +4930111',
    ]);
    // Applied once: a second apply is a 404.
    expect((await apply(owner, preview.body.import_id)).status).toBe(404);
  });

  it('reads an XLSX file', async () => {
    const owner = await server.createAccount();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['first_name', 'last_name', 'number', 'company', 'email']);
    sheet.addRow(['Dora', 'Ivanova', 35929876543, 'Sofia Ltd', 'dora@example.com']);
    sheet.addRow(['', 'Nameless', '4930555', '', '']);
    const preview = await upload(owner, new Blob([await workbook.xlsx.writeBuffer()]));
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ good: 1, bad: 1 });
    expect(preview.body.rows[0]).toEqual({
      line: 2,
      values: {
        first_name: 'Dora',
        last_name: 'Ivanova',
        number: '35929876543',
        company: 'Sofia Ltd',
        email: 'dora@example.com',
      },
    });
    expect(preview.body.rows[1]).toMatchObject({
      line: 3,
      errors: { first_name: 'First name is required.' },
    });
    expect((await apply(owner, preview.body.import_id)).body).toEqual({ created: 1 });
    expect((await list(owner)).map((c) => c.number)).toEqual(['35929876543']);
  });

  it('answers 422 without a file and for a file with no rows', async () => {
    const owner = await server.createAccount();
    const res = await fetch(server.url + ep.previewPbxContactImport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as(owner)}` },
      body: new FormData(),
    });
    expect(res.status).toBe(422);
    expect((await upload(owner, csv(['first_name,number']))).status).toBe(422);
  });
});
