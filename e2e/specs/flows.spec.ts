/**
 * Flows and their versions over the real stack (npm start, the demo account): a flow created from
 * its list, versions drawn through the API (the canvas is flow-editor.spec's), activation refused
 * with the problems listed and accepted once fixed, two versions compared side by side, and a call
 * simulated through the menu into a queue, its path explained node by node. axe checks every
 * screen, in light and dark.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, notice, settled } from '../support/console';

/** A call to the API as the logged-in owner (the access token the console keeps in session storage). */
async function api(page: Page, method: 'POST' | 'PUT', pathname: string, body: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.fetch(pathname, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(reply.ok(), `${method} ${pathname}`).toBe(true);
  return (await reply.json()) as { id: number };
}

const at = { x: 0, y: 0 };

/** start → menu (1: the queue; timeout: hang up); the queue's timeout → hang up. */
const menuIntoQueue = (queueId: number | null) => ({
  nodes: [
    { id: 'start', kind: 'start', label: 'Incoming call', position: at, data: {} },
    {
      id: 'menu',
      kind: 'menu',
      label: 'Main menu',
      position: { x: 0, y: 120 },
      data: { prompt_sound_file_id: null, digits: ['1'], timeout_seconds: 5 },
    },
    { id: 'sales', kind: 'queue', label: 'Sales', position: { x: 0, y: 240 }, data: { queue_id: queueId } },
    { id: 'bye', kind: 'hangup', label: 'Goodbye', position: { x: 200, y: 240 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', output: 'next', target: 'menu' },
    { id: 'e2', source: 'menu', output: 'digit:1', target: 'sales' },
    { id: 'e3', source: 'menu', output: 'timeout', target: 'bye' },
    { id: 'e4', source: 'sales', output: 'timeout', target: 'bye' },
  ],
});

test('an owner versions a flow, is refused an invalid activation, compares versions and simulates a call', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now() % 100_000;
  const flowName = `E2E Flow ${tag}`;
  await logIn(page);

  // The PBX settings menu leads to the flows; a flow is added there.
  await page.goto('/xpbx/settings/users');
  await settled(page);
  await page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link', { name: 'Flows' }).click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/flows$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible();
  await page.getByRole('button', { name: 'Add flow' }).click();
  const addFlow = page.getByRole('dialog', { name: 'Add flow' });
  await addFlow.getByRole('textbox', { name: 'Name' }).fill(flowName);
  await addFlow.getByRole('textbox', { name: 'Client number' }).fill('4930123456');
  await expectAccessible(page);
  await addFlow.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created flow ${flowName} successfully.`)).toBeVisible();
  await expectAccessible(page);

  // Two versions drawn through the API: the first misses its queue, the second is complete.
  const flows = (await (
    await page.request.get('/admin/xpbx/flow', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` },
    })
  ).json()) as { id: number; name: string }[];
  const flowId = flows.find((flow) => flow.name === flowName)?.id as number;
  const queue = await api(page, 'POST', '/admin/xpbx/queue', {
    name: `E2E Queue ${tag}`,
    queue_number: `8${tag}`,
  });
  await api(page, 'POST', `/admin/xpbx/queue/${queue.id}/vip`, { calling_number: '4930111', weight: 40 });
  const agent = await api(page, 'POST', '/admin/xpbx/user', {
    username: `e2e.agent${tag}`,
    description: 'E2E agent',
    password: 'password1',
  });
  await api(page, 'POST', `/admin/xpbx/queue/${queue.id}/member`, { user_id: agent.id, skill_level: 5 });
  const draft = await api(page, 'POST', `/admin/xpbx/flow/${flowId}/version`, {
    name: 'Draft',
    graph: menuIntoQueue(null),
  });

  await page.getByRole('link', { name: `Open flow ${flowName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: flowName })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await expect(page.getByRole('table', { name: 'Versions of the flow' })).toContainText('Draft');

  // Activation is refused, naming the problem; the version is then fixed and activated.
  await page.getByRole('button', { name: 'Activate Draft' }).click();
  const problems = page.getByRole('list', { name: 'Version Draft cannot be activated yet' });
  await expect(problems).toContainText('In "Sales" no queue is chosen.');
  await expectAccessible(page);
  await api(page, 'PUT', `/admin/xpbx/flow/${flowId}/version/${draft.id}`, {
    graph: menuIntoQueue(queue.id),
  });
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Activate Draft' }).click();
  await expect(notice(page, 'You have activated version Draft successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate Draft' })).toHaveCount(0);

  // A clone, renamed and changed, compared with the live version side by side.
  await page.getByRole('button', { name: 'Clone Draft' }).click();
  await expect(notice(page, 'You have cloned version Draft successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versions of the flow' })).toContainText('Copy of Draft');
  const versions = (await (
    await page.request.get(`/admin/xpbx/flow/${flowId}/version`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` },
    })
  ).json()) as { id: number; name: string }[];
  const copy = versions.find((version) => version.name === 'Copy of Draft')?.id as number;
  const changed = menuIntoQueue(queue.id);
  changed.nodes[1]!.label = 'Night menu';
  await api(page, 'PUT', `/admin/xpbx/flow/${flowId}/version/${copy}`, {
    graph: changed,
    settings: { record_calls: 1, language: 'de', max_call_seconds: 0 },
  });
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
  const nodes = page.getByRole('region', { name: 'Nodes' });
  await expect(nodes).toContainText('Main menu (Menu)');
  await expect(nodes).toContainText('Night menu (Menu)');
  await expect(page.getByRole('region', { name: 'Name, description and settings' })).toContainText(
    'Record calls',
  );
  await expectAccessible(page);

  // A VIP caller presses 1 and lands in the queue; each node says why.
  await page.goBack();
  await settled(page);
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Simulate a call' }).click();
  const simulate = page.getByRole('dialog', { name: 'Simulate a call' });
  await simulate.getByRole('textbox', { name: /Calling number/ }).fill('4930111');
  await simulate.getByRole('textbox', { name: /Keys pressed/ }).fill('1');
  await expectAccessible(page);
  await simulate.getByRole('button', { name: 'Simulate' }).click();
  const trace = page.getByRole('list', { name: 'The nodes the call passed' });
  await expect(trace.getByRole('listitem')).toHaveCount(3);
  // The API answers explanation codes; the console words them, numbers and names isolated (U+2066–9).
  await expect(trace).toContainText('The caller presses \u20661\u2069');
  await expect(trace).toContainText(`Queue “\u2068E2E Queue ${tag}\u2069” admits the caller with weight 40`);
  await expect(trace).toContainText(`offers the call to \u2068e2e.agent${tag}\u2069`);
  await expect(page.getByRole('dialog', { name: 'The path of the call' })).toContainText('Connected');
  await expectAccessible(page);
});
