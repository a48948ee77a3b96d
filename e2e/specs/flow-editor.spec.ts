/**
 * The call-flow editor over the real stack (npm start, the demo account): a flow of seven nodes
 * built by pointer (palette clicks, one drag from the palette, handles connected by mouse drags,
 * settings chosen in the side panel), one connection made by keyboard only in the outline,
 * activation refused while the flow has problems and accepted once they are fixed, axe in light and
 * dark on the canvas and the outline, and the editor in Arabic (mirrored canvas) photographed.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, logIn, notice, settled } from '../support/console';

/** A call to the API as the logged-in owner (the access token the console keeps in session storage). */
async function api(page: Page, pathname: string, body: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.fetch(pathname, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(reply.status(), `POST ${pathname}`).toBe(201);
  return (await reply.json()) as { id: number };
}

const node = (page: Page, label: string) =>
  page.locator('.react-flow__node').filter({ has: page.getByText(label, { exact: true }) });

/** Drags from an output's handle to a node's input handle with the mouse, as a user connects them. */
async function connect(page: Page, from: string, output: string, to: string): Promise<void> {
  await arrange(page);
  // The mouse works in the window's coordinates: the whole canvas must be in view.
  await page.locator('.react-flow').scrollIntoViewIfNeeded();
  const source = node(page, from).locator(`.react-flow__handle.source[data-handleid="${output}"]`);
  const target = node(page, to).locator('.react-flow__handle.target');
  const a = (await source.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(
    page.locator(`.react-flow__edge[data-id="${await sourceNodeId(page, from)}:${output}"]`),
  ).toHaveCount(1);
}

/**
 * Arranges the nodes (what is connected so far in columns from the start) and steps back from the
 * canvas's edges, where a dragged connection pans the canvas and the minimap sits.
 */
async function arrange(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Arrange' }).click();
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForTimeout(300);
}

const sourceNodeId = (page: Page, label: string) => node(page, label).getAttribute('data-id');

/** Selects a node on the canvas by clicking its name; the side panel then edits it. */
async function select(page: Page, label: string): Promise<Locator> {
  // The name is the card's last text of that wording (a new node is named after its kind).
  await node(page, label).getByText(label, { exact: true }).last().click();
  const panel = page.getByRole('complementary', { name: 'Selected node' });
  await expect(panel.getByRole('textbox', { name: /Name/ })).toHaveValue(label);
  return panel;
}

// Room for the palette, the canvas and the side panel side by side, the canvas wholly in view.
test.use({ viewport: { width: 1440, height: 1000 } });

test('an owner builds a call flow by pointer and keyboard and activates it once it is valid', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now() % 100_000;
  await logIn(page);
  const queue = await api(page, '/admin/xpbx/queue', { name: `E2E Sales ${tag}`, queue_number: `7${tag}` });
  await api(page, '/admin/xpbx/voicemail', {
    name: `E2E Mailbox ${tag}`,
    mail_to: 'office@example.com',
    mail_from: 'pbx@example.com',
    mail_subject: 'New voicemail',
    is_active: 1,
  });
  const flow = await api(page, '/admin/xpbx/flow', { name: `E2E Line ${tag}`, flow_type: 'inbound' });
  const version = await api(page, `/admin/xpbx/flow/${flow.id}/version`, { name: `Draft ${tag}` });
  expect(queue.id).toBeGreaterThan(0);

  await page.goto(`/xpbx/settings/flow/${flow.id}/version/${version.id}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: `Draft ${tag}` })).toBeVisible();
  await expect(node(page, 'Incoming call')).toBeVisible();
  // The canvas's own stylesheet (@xyflow/react's) arrives with the editor's code: nodes sit where
  // they are drawn.
  await expect(node(page, 'Incoming call')).toHaveCSS('position', 'absolute');

  // Six nodes from the palette: five by click (each lands beside the one selected before it)…
  const palette = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Answer' }) });
  for (const kind of ['Answer', 'Menu', 'Queue', 'Voicemail', 'Hang up']) {
    await palette.getByRole('button', { name: kind, exact: true }).click();
    await expect(node(page, kind)).toBeVisible();
  }
  // …and one dragged onto the canvas.
  await palette
    .getByRole('button', { name: 'External number', exact: true })
    .dragTo(page.locator('.react-flow__pane'), { targetPosition: { x: 120, y: 60 } });
  await expect(node(page, 'External number')).toBeVisible();
  await expect(page.locator('.react-flow__node')).toHaveCount(7);

  // Their settings in the side panel, by pointer, once arranged: the dragged node can land on one
  // placed by click, whose name it would then cover.
  await arrange(page);
  let panel = await select(page, 'Queue');
  await choose(page, panel.getByRole('combobox', { name: 'Queue' }), `E2E Sales ${tag}`, { exact: true });
  panel = await select(page, 'Voicemail');
  await choose(page, panel.getByRole('combobox', { name: 'Voicemail' }), `E2E Mailbox ${tag}`, {
    exact: true,
  });
  panel = await select(page, 'External number');
  await panel.getByRole('textbox', { name: 'Phone number' }).fill('+35924001000');

  // Connected handle to handle with the mouse, arranged in columns as they are.
  await connect(page, 'Incoming call', 'next', 'Answer');
  await connect(page, 'Answer', 'next', 'Menu');
  await connect(page, 'Menu', 'digit:1', 'Queue');
  await connect(page, 'Menu', 'digit:2', 'Voicemail');
  await connect(page, 'Queue', 'timeout', 'External number');
  await connect(page, 'External number', 'no_answer', 'Hang up');
  await page.getByRole('button', { name: 'Arrange' }).click();

  // The menu's timeout leads nowhere: the canvas marks it, the list says so, activation is refused.
  const menu = node(page, 'Menu');
  await expect(menu.getByText('The menu "Menu" needs a timeout branch.')).toBeVisible();
  await expect(menu.getByText('Not connected')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: '1 problem' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('This version cannot be activated yet')).toBeVisible();

  // The fix by keyboard only, in the outline: the Timeout of the menu goes to the voicemail.
  await page.getByRole('tab', { name: 'Canvas' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Outline' })).toHaveAttribute('aria-selected', 'true');
  const timeout = page
    .getByRole('region', { name: /^Menu/ })
    .getByRole('combobox', { name: 'Timeout goes to' });
  await timeout.focus();
  await page.keyboard.type('Voice');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(timeout).toHaveValue('Voicemail');
  await expect(page.getByRole('heading', { name: /No problems/ })).toBeVisible();
  await expect(page.getByText('This version cannot be activated yet')).toBeHidden();
  await expectAccessible(page);

  // Activate saves the graph, then activates it.
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(notice(page, `You have activated version Draft ${tag} successfully.`)).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(page.locator('.react-flow__node')).toHaveCount(7);
  await expect(page.locator('.react-flow__edge')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: /No problems/ })).toBeVisible();

  // In Arabic the canvas is mirrored; the screenshots are for a person to look at.
  await page.evaluate(() => localStorage.setItem('user_lang', 'ar'));
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.react-flow__node')).toHaveCount(7);
  await page.screenshot({ path: test.info().outputPath('editor-ar.png'), fullPage: true });
  await page.locator('.react-flow').screenshot({ path: test.info().outputPath('canvas-ar.png') });
  await page.evaluate(() => localStorage.setItem('user_lang', 'en'));
});
