/**
 * Invoices: one per succeeded charge, numbered 1, 2, 3 … per account without gaps (the number is
 * taken from the account's locked account_money row in the charge's own transaction, so a failed
 * transaction takes no number and two charges cannot take the same one). The PDF (pdf-lib) is
 * drawn from the stored row: what the customer was billed as when the invoice was issued.
 */
import { formatEuro } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { accountMoney, accounts, type InvoiceParty, invoices, rootUsers } from '../db/schema.js';
import { lockAccount, type Tx } from './ledger.js';

/** The seller on every invoice. */
export const SELLER = {
  name: 'Switchboard Communications Ltd.',
  address: '1 Exchange Square, Sofia 1000, Bulgaria',
  vat: 'BG000000000',
  email: 'billing@switchboard.localhost',
} as const;

/** 'INV-000012-0003': account 12's third invoice. */
export const invoiceNumberText = (accountId: number, number: number) =>
  `INV-${String(accountId).padStart(6, '0')}-${String(number).padStart(4, '0')}`;

/** Issues the next-numbered invoice for a succeeded charge, inside the charge's transaction. */
export async function issueInvoice(
  tx: Tx,
  input: { accountId: number; chargeId: number; amountMinor: number; description: string; at: Date },
): Promise<typeof invoices.$inferSelect> {
  const { lastInvoiceNumber } = await lockAccount(tx, input.accountId);
  const number = lastInvoiceNumber + 1;
  await tx
    .update(accountMoney)
    .set({ lastInvoiceNumber: number })
    .where(eq(accountMoney.accountId, input.accountId));
  const [row] = await tx
    .insert(invoices)
    .values({
      accountId: input.accountId,
      number,
      chargeId: input.chargeId,
      amountMinor: input.amountMinor,
      description: input.description,
      billedTo: await billedTo(tx, input.accountId),
      issuedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('invoice not stored');
  return row;
}

/** The customer as the profile holds them now: company details, VAT number, owner. */
async function billedTo(tx: Tx, accountId: number): Promise<InvoiceParty> {
  const [row] = await tx
    .select({
      company_name: accounts.companyName,
      vat_number: accounts.vatNumber,
      company_address: accounts.companyAddress,
      company_country: accounts.companyCountry,
      company_email: accounts.companyEmail,
      name: rootUsers.name,
      email: rootUsers.email,
    })
    .from(accounts)
    .innerJoin(rootUsers, eq(rootUsers.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

/** Characters the standard PDF fonts (WinAnsi) cannot draw become '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff€]/g, '?');

export async function invoicePdf(invoice: typeof invoices.$inferSelect): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const number = invoiceNumberText(invoice.accountId, invoice.number);
  pdf.setTitle(`Invoice ${number}`);
  pdf.setAuthor(SELLER.name);
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, options: { size?: number; strong?: boolean; x?: number } = {}) => {
    page.drawText(printable(text), {
      x: options.x ?? 50,
      y,
      size: options.size ?? 11,
      font: options.strong ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= (options.size ?? 11) + 7;
  };
  line(`Invoice ${number}`, { size: 20, strong: true });
  line(`Issued ${invoice.issuedAt.toISOString().slice(0, 10)}`);
  y -= 10;
  line('From', { strong: true });
  line(SELLER.name);
  line(SELLER.address);
  line(`VAT number: ${SELLER.vat}`);
  line(SELLER.email);
  y -= 10;
  const to = invoice.billedTo;
  line('Billed to', { strong: true });
  line(to.company_name || to.name);
  if (to.company_address) line(to.company_address);
  if (to.company_country) line(to.company_country);
  line(`VAT number: ${to.vat_number || '-'}`);
  line(to.company_email || to.email);
  y -= 20;
  line('Description', { strong: true });
  y += 18;
  line('Amount', { strong: true, x: 450 });
  line(invoice.description);
  y += 18;
  line(formatEuro(invoice.amountMinor), { x: 450 });
  y -= 10;
  line('Total (EUR)', { strong: true });
  y += 18;
  line(formatEuro(invoice.amountMinor), { strong: true, x: 450 });
  y -= 10;
  line('Paid by card. Thank you for your business.', { size: 9 });
  return pdf.save();
}
