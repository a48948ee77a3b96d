/** The sandbox's hosted pages: plain HTML, no scripts (the CSP allows none inline). */
import { formatEuro } from '@switchboard/contract';
import type { SandboxCharge, SandboxCheckout } from './store.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; color: CanvasText; }
  main { width: min(26rem, 92vw); padding: 2rem; border: 1px solid GrayText; border-radius: 12px; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  .error { color: #b00020; font-weight: 600; }
  @media (prefers-color-scheme: dark) { .error { color: #ff8a80; } }
  button { font: inherit; padding: 0.7rem 1.4rem; border-radius: 8px; border: 0; background: #1a56db; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { font-size: 0.85rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

const brand = (type: string) => type.replace('_', ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());

export function checkoutPage(
  session: SandboxCheckout,
  card: { card_type: string; last_four: string } | null,
  error: string | null,
): string {
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${escapeHtml(formatEuro(session.amount))}</p>
${card ? `<p>Card: ${escapeHtml(brand(card.card_type))} ending in ${escapeHtml(card.last_four)}</p>` : ''}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><button type="submit">Pay ${escapeHtml(formatEuro(session.amount))}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>
<p class="note">Sandbox: no real money moves.</p>`,
  );
}

export function receiptPage(id: string, charge: SandboxCharge): string {
  return page(
    'Receipt',
    `<h1>Receipt</h1>
<p>${escapeHtml(charge.description)}</p>
<p class="amount">${escapeHtml(formatEuro(charge.amount))}</p>
<p>${escapeHtml(brand(charge.card_type))} ending in ${escapeHtml(charge.last_four)}</p>
<p>Paid ${escapeHtml(new Date(charge.created * 1000).toISOString().slice(0, 16).replace('T', ' '))} UTC</p>
<p class="note">Receipt ${escapeHtml(id)} · Sandbox: no real money moved.</p>`,
  );
}
