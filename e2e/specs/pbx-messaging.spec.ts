/**
 * PBX messaging over the real stack (npm start, the demo account, the embedded messaging sandbox):
 * an owner adds a sender and verifies it through the link in its e-mail, writes an SMS template,
 * sends it and sees it delivered. axe checks both pages.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, logIn, notice, settled } from '../support/console';
import { waitForLink } from '../support/mailbox';

test('an owner verifies a sender, writes a template and sends it to delivered', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = String(Date.now() % 100_000).padStart(5, '0');
  const senderName = `Shop${tag}`;
  const senderEmail = `sender-${tag}@example.com`;
  await logIn(page);

  await page.goto('/xpbx/settings/senders');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Senders' })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'New sender' });
  await create.getByRole('textbox', { name: /Name/ }).fill(senderName);
  await choose(page, create.getByRole('button', { name: /Channel/ }), 'SMS');
  await create.getByRole('textbox', { name: /Verification e-mail/ }).fill(senderEmail);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created sender ${senderName} successfully.`)).toBeVisible();
  const senders = page.getByRole('table', { name: 'Senders' });
  await expect(senders.getByRole('row', { name: new RegExp(senderName) })).toContainText('Pending');
  await expectAccessible(page);

  // The sender's e-mail holds the link that verifies it.
  const link = await waitForLink(senderEmail, /https?:\/\/[^\s/]+\/admin\/sender\/verify\/[^\s]+/);
  await page.goto(link);
  await page.goto('/xpbx/settings/senders');
  await expect(senders.getByRole('row', { name: new RegExp(senderName) })).toContainText('Verified');

  await page.goto('/xpbx/settings/templates');
  await settled(page);
  await page.getByRole('button', { name: 'New' }).first().click();
  const template = page.getByRole('dialog', { name: 'New template' });
  await template.getByRole('textbox', { name: /Description/ }).fill(`E2E order ${tag}`);
  await choose(page, template.getByRole('button', { name: /Channel/ }), 'SMS');
  await template.getByRole('textbox', { name: /Message/ }).fill('Your order is ready.');
  await template.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created template E2E order ${tag} successfully.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send message' }).click();
  const send = page.getByRole('dialog', { name: 'Send message' });
  await choose(page, send.getByRole('button', { name: /Template/ }), `E2E order ${tag}`);
  await choose(page, send.getByRole('button', { name: /Sender/ }), senderName);
  await send.getByRole('textbox', { name: 'To number' }).fill(`+3598881${tag}`);
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  // The sandbox provider reports delivery through the signed webhook; the dialog follows the log.
  await expect(send.getByText(/Delivered/)).toBeVisible({ timeout: 30_000 });
});
