/**
 * The cache work of the non-resource options (flows, telephony, media, widgets): where their keys
 * sit in the hierarchy, and what each write changes, at the fetch boundary.
 */
import type { Multilanguage, RingGroupMember, Widget } from '@switchboard/contract';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flowKeys, flowMutations, flowQueries } from './flows.js';
import { mediaKeys, mediaMutations, mediaQueries } from './media.js';
import { mutations, queries, queryKeys } from './queries.js';
import { telephonyMutations } from './telephony.js';
import { fakeApi, json } from './test-support/fakeApi.js';
import { widgetMutations } from './widgets.js';

const keys = { ...queryKeys, ...flowKeys, ...mediaKeys };

function setUp(answer: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answer);
  const { client } = api;
  return {
    ...api,
    q: { ...queries(client), ...flowQueries(client), ...mediaQueries(client) },
    m: {
      ...mutations(client),
      ...flowMutations(client),
      ...mediaMutations(client),
      ...telephonyMutations(client),
      ...widgetMutations(client),
    },
  };
}

/** Settles once `promise` has, whether it resolved or rejected. */
const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

describe('keys derived from a resource sit under its key', () => {
  it('a flow diff under the flow versions, a sound file link under the file', () => {
    expect(keys.flowVersions(4)).toEqual(['flow-versions', '4']);
    expect(keys.flowDiff(4, 9, 10)).toEqual(['flow-versions', '4', 'diff', 9, 10]);
    expect(keys.soundFileAudioLink(7)).toEqual(['sound-files', 7, 'audio-link']);
  });

  it('so invalidating the resource drops them', async () => {
    const { queryClient, q } = setUp((_method, path) =>
      json(path.endsWith('/diff') ? { nodes: [] } : { url: '/audio/7?sig=x', expires_at: '' }),
    );
    await queryClient.fetchQuery(q.flowDiff(4, 9, 10));
    queryClient.setQueryData(keys.soundFileAudioLink(7), { url: 'x' });
    await queryClient.invalidateQueries({ queryKey: ['flow-versions', '4'] });
    await queryClient.invalidateQueries({ queryKey: ['sound-files'] });
    expect(queryClient.getQueryState(keys.flowDiff(4, 9, 10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.soundFileAudioLink(7))?.isInvalidated).toBe(true);
  });
});

describe('flow versions', () => {
  it('activating one makes the flow’s versions and the flows list stale, not other flows’ versions', async () => {
    const { requests, queryClient, m } = setUp(() => json({ id: 10 }));
    for (const key of [['flow-versions', '4'], ['flow-versions', '5'], ['flows']])
      queryClient.setQueryData(key, []);
    await new MutationObserver(queryClient, m.activateFlowVersion()).mutate({
      params: { flowId: 4, id: 10 },
      body: {},
    });
    expect(requests).toEqual(['POST /admin/xpbx/flow/4/version/10/activate']);
    expect(queryClient.getQueryState(['flow-versions', '4'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['flows'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['flow-versions', '5'])?.isInvalidated).toBe(false);
  });
});

describe('telephony', () => {
  const member = (id: number, position: number): RingGroupMember => ({
    id,
    ring_group_id: 2,
    name: `m${id}`,
    number: `10${id}`,
    ring_time: 20,
    user_id: null,
    position,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  const members = ['ring-group-members', '2'];
  const order = (queryClient: ReturnType<typeof setUp>['queryClient']) =>
    queryClient.getQueryData<RingGroupMember[]>(members)?.map((row) => [row.id, row.position]);

  it('a reorder shows at once and keeps the server’s answer', async () => {
    let answer: (response: Response) => void = () => {};
    const { queryClient, m } = setUp(() => new Promise<Response>((resolve) => (answer = resolve)));
    queryClient.setQueryData(members, [member(1, 0), member(2, 1), member(3, 2)]);
    const saving = new MutationObserver(queryClient, m.reorderRingGroupMembers()).mutate({
      params: { ringGroupId: 2 },
      body: { ids: [3, 1, 2] },
    });
    await expect
      .poll(() => order(queryClient))
      .toEqual([
        [3, 0],
        [1, 1],
        [2, 2],
      ]);
    answer(json([member(3, 0), member(1, 1), member(2, 2)]));
    await saving;
    expect(order(queryClient)).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('a failed reorder puts the list back', async () => {
    const { queryClient, m } = setUp(() => json({ message: 'Server error.' }, 500));
    queryClient.setQueryData(members, [member(1, 0), member(2, 1)]);
    await settled(
      new MutationObserver(queryClient, m.reorderRingGroupMembers()).mutate({
        params: { ringGroupId: 2 },
        body: { ids: [2, 1] },
      }),
    );
    expect(order(queryClient)).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('applying a rate deck makes that carrier’s rates stale; seeding, the destinations', async () => {
    const { queryClient, m } = setUp(() => json({ added: 1, changed: 0, removed: 0 }));
    for (const key of [['carrier-rates', '3'], ['carrier-rates', '4'], ['destinations']])
      queryClient.setQueryData(key, []);
    await new MutationObserver(queryClient, m.applyCarrierRateImport()).mutate({
      params: { carrierId: 3, importId: 'abc' },
      body: {},
    });
    expect(queryClient.getQueryState(['carrier-rates', '3'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['carrier-rates', '4'])?.isInvalidated).toBe(false);
    await new MutationObserver(queryClient, m.seedDestinations()).mutate({ body: {} });
    expect(queryClient.getQueryState(['destinations'])?.isInvalidated).toBe(true);
  });
});

describe('widgets', () => {
  const multilanguage: Multilanguage = { lang: 'en', userLanguages: ['en'], userEditedLangs: {} };
  const widget = (id: number, name: string) =>
    ({ id, name, multilanguage, contacts: [] }) as unknown as Widget;
  const cached = (queryClient: ReturnType<typeof setUp>['queryClient']) =>
    queryClient.getQueryData<Widget[]>(['widgets']);

  it('a save puts the answered widget into the list without reading it again', async () => {
    const { requests, queryClient, m } = setUp(() => json({ ...widget(2, 'Shop'), sidebar: { x: 1 } }));
    queryClient.setQueryData(['widgets'], [widget(1, 'Home'), widget(2, 'Old')]);
    await new MutationObserver(queryClient, m.updateWidgetSidebar()).mutate({
      params: { widgetId: 2 },
      body: { sidebar: {} as never },
    });
    expect(cached(queryClient)?.map((row) => row.name)).toEqual(['Home', 'Shop']);
    expect(requests).toEqual(['PUT /admin/widget/sidebar/2']);
  });

  it('create and delete change the list from the answer and make the reports stale', async () => {
    const { queryClient, m } = setUp((method) =>
      method === 'POST' ? json(widget(3, 'New'), 201) : json([widget(3, 'New')]),
    );
    queryClient.setQueryData(['widgets'], [widget(1, 'Home')]);
    queryClient.setQueryData(['reports', 'filters'], {});
    await new MutationObserver(queryClient, m.createWidget()).mutate({ body: { name: 'New' } as never });
    expect(cached(queryClient)?.map((row) => row.id)).toEqual([1, 3]);
    expect(queryClient.getQueryState(['reports', 'filters'])?.isInvalidated).toBe(true);
    await new MutationObserver(queryClient, m.deleteWidget()).mutate({ params: { id: 1 } });
    expect(cached(queryClient)?.map((row) => row.id)).toEqual([3]);
  });

  it('a language added shows at once and goes away again when the save fails', async () => {
    let answer: (response: Response) => void = () => {};
    const { queryClient, m } = setUp(() => new Promise<Response>((resolve) => (answer = resolve)));
    queryClient.setQueryData(['widgets'], [widget(1, 'Home')]);
    const languages = () => cached(queryClient)?.[0]?.multilanguage.userLanguages;
    const saving = new MutationObserver(queryClient, m.saveWidgetLanguages()).mutate({
      params: { widgetId: 1 },
      body: { multilanguage: { userLanguages: ['en', 'de'] } },
    });
    await expect.poll(languages).toEqual(['en', 'de']);
    answer(json({ message: 'Server error.' }, 500));
    await settled(saving);
    expect(languages()).toEqual(['en']);
  });

  it('a language removed leaves the list only once the server has stored it', async () => {
    let answer: ((response: Response) => void) | undefined;
    const { queryClient, m } = setUp(() => new Promise<Response>((resolve) => (answer = resolve)));
    queryClient.setQueryData(
      ['widgets'],
      [{ ...widget(1, 'Home'), multilanguage: { ...multilanguage, userLanguages: ['en', 'de'] } }],
    );
    const languages = () => cached(queryClient)?.[0]?.multilanguage.userLanguages;
    const removing = new MutationObserver(queryClient, m.removeWidgetLanguage()).mutate({
      params: { widgetId: 1 },
      body: { multilanguage: { ...multilanguage, userLanguages: ['en'] } },
    });
    await expect.poll(() => answer).toBeDefined();
    expect(languages()).toEqual(['en', 'de']);
    answer?.(json({ ...multilanguage, userLanguages: ['en'] }));
    await removing;
    expect(languages()).toEqual(['en']);
  });
});
