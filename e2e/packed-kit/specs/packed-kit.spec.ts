import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { run } from '../support/prepare-app';
import { readManifest } from '../support/workspace';

const appDir = () => process.env.PACKED_KIT_DIR!;

const installed = () => {
  const scope = path.join(appDir(), 'node_modules/@switchboard');
  return readdirSync(scope).map((name) => ({
    dir: path.join(scope, name),
    ...readManifest(path.join(scope, name)),
  }));
};

/** Every file an `exports` map can resolve to, under any condition. */
const targets = (entry: unknown): string[] =>
  typeof entry === 'string' ? [entry] : Object.values(entry ?? {}).flatMap(targets);

test('the packed manifests name published versions, not workspace ranges', () => {
  const manifests = installed();
  expect(manifests.map((m) => m.name).sort()).toEqual([
    '@switchboard/api-client',
    '@switchboard/contract',
    '@switchboard/forms',
    '@switchboard/ui',
  ]);
  for (const manifest of manifests) {
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.values(ranges).filter((range) => range.startsWith('workspace:'))).toEqual([]);
  }
});

test('every entry a packed manifest exports is in its tarball', () => {
  const missing = Object.fromEntries(
    installed().map((m) => [
      m.name,
      targets(m.exports).filter((file) => !existsSync(path.join(m.dir, file))),
    ]),
  );
  expect(missing).toEqual(Object.fromEntries(Object.keys(missing).map((name) => [name, []])));
});

test('the kit’s types resolve from the tarballs (tsc --noEmit)', () => {
  run(path.join(appDir(), 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], appDir());
});

test('the built app renders the themed kit: button, dropdown, table and a checked form', async ({ page }) => {
  await page.goto(process.env.PACKED_KIT_URL!);

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();

  // The kit's stylesheet arrived: the dark theme's surface and accent (packages/ui/src/theme/themes.css.ts),
  // the kit's font and radius rather than the browser's defaults; read before the pointer hovers it.
  const css = (locator: typeof save, property: string) =>
    locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  expect(await css(page.locator('body'), 'background-color')).toBe('rgb(21, 25, 30)');
  expect(await css(save, 'background-color')).toBe('rgb(90, 165, 245)');
  expect(await css(save, 'font-family')).toMatch(/^Inter\b/);
  expect(await css(save, 'border-radius')).toBe('6px');
  const interLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded');
    });
  expect(await interLoaded()).toBe(true);

  // The table's rows come through the API client from the server's reference list.
  const table = page.getByRole('table', { name: 'Countries' });
  await expect(table.getByRole('row', { name: /Bulgaria \+359 BG/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4); // the header and three countries

  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await expect(page.getByRole('option')).toHaveText(['Europe/Berlin', 'Europe/Sofia']);
  await page.getByRole('option', { name: 'Europe/Sofia' }).click();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Sofia');

  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await save.click();
  await expect(page.getByText('Email must be a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('ada@example.com');
  await save.click();
  await expect(page.getByText('Saved ada@example.com')).toBeVisible();
});
