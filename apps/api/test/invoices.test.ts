/**
 * PDF invoices: what the PDF says (number, the company details and VAT number of the profile at
 * the time, the amount), and their download links (signed, 5 minutes, the owner's only).
 */
import { inflateSync } from 'node:zlib';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestServer, type TestServer } from '../src/testing.js';
import { moneyClient } from './money.js';

const clock = manualClock(new Date('2026-05-04T09:00:00Z'));
let server: TestServer;
let money: ReturnType<typeof moneyClient>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  money = moneyClient(server);
});
afterAll(() => server?.close());

/** The text a PDF draws: its content streams inflated, their hex strings decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text += `${Buffer.from(hex ?? '', 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

const company = {
  company_name: 'Acme Telecom Ltd',
  vat_number: 'BG204567890',
  company_address: '12 Vitosha Blvd, Sofia',
  company_country: 'Bulgaria',
  company_manager: 'Maria Ivanova',
  company_email: 'billing@acme.test',
};

describe('invoices', () => {
  it('bill the company and VAT number the profile had when the charge was made', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    expect((await money.call(ep.updateCompany, { token, body: company })).status).toBe(200);
    await money.addCard(owner);
    await money.recharge(owner, 10000);
    // A later change of the profile does not rewrite an issued invoice.
    await money.call(ep.updateCompany, { token, body: { ...company, company_name: 'Renamed Ltd' } });
    const [transaction] = (await money.call(ep.transactions, { token })).body;
    expect(transaction.invoice_number).toBe(`INV-${String(owner.accountId).padStart(6, '0')}-0001`);
    const link = await money.call(ep.invoice, { token, params: { id: transaction.id } });
    const pdf = Buffer.from(await (await fetch(server.url + link.body.url)).arrayBuffer());
    expect(link.body.size).toBe(pdf.byteLength);
    const text = pdfText(pdf);
    expect(text).toContain(`Invoice ${transaction.invoice_number}`);
    expect(text).toContain('Acme Telecom Ltd');
    expect(text).not.toContain('Renamed Ltd');
    expect(text).toContain('VAT number: BG204567890');
    expect(text).toContain('12 Vitosha Blvd, Sofia');
    expect(text).toContain('Account recharge');
    expect(text).toContain('100.00');
    expect(text).toContain('Issued 2026-05-04');
  });

  it("are the owner's only, and their links expire after 5 minutes and cannot be forged", async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    await money.addCard(owner);
    await money.recharge(owner, 5000);
    const [transaction] = (await money.call(ep.transactions, { token })).body;
    const stranger = await server.createAccount();
    const theirs = await money.call(ep.invoice, {
      token: stranger.tokens.access_token,
      params: { id: transaction.id },
    });
    expect(theirs.status).toBe(404);
    const link = (await money.call(ep.invoice, { token, params: { id: transaction.id } })).body;
    const [id, expires] = link.url.split('/').pop().split('.');
    const forged = `/public/invoice/${Number(id) + 1}.${expires}.${'A'.repeat(43)}`;
    expect((await fetch(server.url + forged)).status).toBe(404);
    clock.advance(4 * 60_000);
    expect((await fetch(server.url + link.url)).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await fetch(server.url + link.url)).status).toBe(404);
  });
});
