/** Invoice download links (see lib/signed-link.ts), so a browser can open the PDF without a bearer header. */
import { SIGNED_LINK_SECONDS, signedLinks } from '../lib/signed-link.js';

export const INVOICE_LINK_SECONDS = SIGNED_LINK_SECONDS;
const links = signedLinks('invoice');
export const invoiceToken = links.token;
export const readInvoiceToken = links.read;
