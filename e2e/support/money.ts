import { expect, type Page } from '@playwright/test';
import { settled } from './console';

/** Fills the Add card dialog of the payments page and saves it; answers the dialog. */
export async function addCard(page: Page, card: { number: string; owner: string }) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill(card.number);
  await dialog.getByRole('textbox', { name: /^Card month/ }).fill('12');
  await dialog.getByRole('textbox', { name: /^Card year/ }).fill(String(new Date().getFullYear() + 3));
  await dialog.getByRole('textbox', { name: /^CVC code/ }).fill('123');
  await dialog.getByRole('textbox', { name: /^Card owner/ }).fill(card.owner);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

/** The payments page's tile of a card, by its heading ("Visa ending in 4242"). */
export const cardTile = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** Makes a card the primary one, the card a checkout charges (an account's first card already is). */
export async function makePrimary(page: Page, name: string) {
  const tile = cardTile(page, name);
  await expect(tile).toBeVisible();
  if (await tile.getByText('Default').isHidden())
    await tile.getByRole('button', { name: 'Make primary' }).click();
  await expect(cardTile(page, name).getByText('Default')).toBeVisible();
  await expect(cardTile(page, name).getByRole('button', { name: 'Make primary' })).toHaveCount(0);
}

/** Chooses a tile on the recharge page, continues, and pays on the sandbox's hosted page. */
export async function rechargeThroughCheckout(page: Page, tile: string) {
  await page.goto('/profile/recharge-account');
  await settled(page);
  await page.getByRole('radiogroup', { name: 'Amount' }).getByText(tile, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
}
