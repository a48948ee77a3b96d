/**
 * The demo account's call handling, so the flow editor, the simulator and the queue pages open on
 * something real: office hours with a holiday, a voicemail box, a Support queue of two users with a
 * VIP number, an ordered Sales ring group, and a "Main line" flow whose active version answers,
 * checks the hours, offers a menu into the queue or the ring group and falls back to voicemail. The
 * inbound route of the telephony demo hands its calls to that flow; the Berlin DID rings Sales.
 */
import {
  defaultFlowSettings,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  validateFlow,
} from '@switchboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  didNumbers,
  flows,
  flowVersions,
  pbxUsers,
  queueMembers,
  queues,
  queueVipNumbers,
  ringGroupMembers,
  ringGroups,
  routingEntries,
  timeslots,
  voicemails,
} from '../db/schema.js';
import type { Deps } from '../deps.js';

const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
const closed = { closed: true, ranges: [] };

/** The active version's graph; node ids name what they do, so diffs of later versions read well. */
function mainLine(ids: { timeslot: number; queue: number; ringGroup: number; voicemail: number }): FlowGraph {
  const node = <N extends FlowNode>(n: N) => n;
  const nodes: FlowNode[] = [
    node({ id: 'start', kind: 'start', label: 'Incoming call', position: { x: 0, y: 160 }, data: {} }),
    node({ id: 'answer', kind: 'answer', label: 'Answer', position: { x: 260, y: 160 }, data: {} }),
    node({
      id: 'hours',
      kind: 'timeslot',
      label: 'Office hours?',
      position: { x: 520, y: 160 },
      data: { timeslot_id: ids.timeslot },
    }),
    node({
      id: 'menu',
      kind: 'menu',
      label: 'Main menu',
      position: { x: 780, y: 40 },
      data: { prompt_sound_file_id: null, digits: ['1', '2'], timeout_seconds: 5 },
    }),
    node({
      id: 'support',
      kind: 'queue',
      label: 'Support queue',
      position: { x: 1040, y: 0 },
      data: { queue_id: ids.queue },
    }),
    node({
      id: 'sales',
      kind: 'ring_group',
      label: 'Sales team',
      position: { x: 1040, y: 160 },
      data: { ring_group_id: ids.ringGroup },
    }),
    node({
      id: 'voicemail',
      kind: 'voicemail',
      label: 'Voicemail',
      position: { x: 1300, y: 280 },
      data: { voicemail_id: ids.voicemail },
    }),
  ];
  const edge = (source: string, output: string, target: string): FlowEdge => ({
    id: `${source}-${output}`,
    source,
    output,
    target,
  });
  const edges = [
    edge('start', 'next', 'answer'),
    edge('answer', 'next', 'hours'),
    edge('hours', 'open', 'menu'),
    edge('hours', 'closed', 'voicemail'),
    edge('menu', 'digit:1', 'support'),
    edge('menu', 'digit:2', 'sales'),
    edge('menu', 'timeout', 'voicemail'),
    edge('support', 'timeout', 'voicemail'),
    edge('sales', 'no_answer', 'voicemail'),
  ];
  return { nodes, edges };
}

export async function seedCallHandlingDemo(
  deps: Pick<Deps, 'db' | 'clock'>,
  accountId: number,
): Promise<void> {
  const now = deps.clock.now();
  const stamp = { accountId, createdAt: now, updatedAt: now };
  await deps.db.transaction(async (tx) => {
    const users = await tx
      .select({ id: pbxUsers.id, username: pbxUsers.username })
      .from(pbxUsers)
      .where(and(eq(pbxUsers.accountId, accountId), eq(pbxUsers.isActive, true)))
      .orderBy(asc(pbxUsers.id))
      .limit(2);
    const [timeslot] = await tx
      .insert(timeslots)
      .values({
        ...stamp,
        description: 'Office hours',
        priority: 1,
        timezone: 'Europe/Sofia',
        hours: {
          monday: open,
          tuesday: open,
          wednesday: open,
          thursday: open,
          friday: open,
          saturday: closed,
          sunday: closed,
        },
        exceptions: [{ date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] }],
      })
      .returning({ id: timeslots.id });
    const [voicemail] = await tx
      .insert(voicemails)
      .values({
        ...stamp,
        name: 'Reception voicemail',
        mailTo: 'reception@demo.switchboard.test',
        mailFrom: 'pbx@demo.switchboard.test',
        mailSubject: 'New voicemail',
        mailBody: 'A caller left you a message.',
      })
      .returning({ id: voicemails.id });
    const [queue] = await tx
      .insert(queues)
      .values({ ...stamp, name: 'Support', description: 'Customer support', priority: 1, queueNumber: '500' })
      .returning({ id: queues.id });
    const [ringGroup] = await tx
      .insert(ringGroups)
      .values({ ...stamp, name: 'Sales', ringTime: 20, strategy: 'ordered' })
      .returning({ id: ringGroups.id });
    if (!timeslot || !voicemail || !queue || !ringGroup) throw new Error('demo call handling not created');

    if (users.length > 0) {
      await tx
        .insert(queueMembers)
        .values(
          users.map((user, i) => ({ ...stamp, queueId: queue.id, userId: user.id, skillLevel: 5 - i })),
        );
      await tx.insert(ringGroupMembers).values(
        users.map((user, i) => ({
          ...stamp,
          ringGroupId: ringGroup.id,
          name: user.username,
          number: `10${i + 1}`,
          userId: user.id,
          position: i,
        })),
      );
    }
    await tx
      .insert(queueVipNumbers)
      .values({ ...stamp, queueId: queue.id, callingNumber: '359888123456', weight: 10 });

    const graph = mainLine({
      timeslot: timeslot.id,
      queue: queue.id,
      ringGroup: ringGroup.id,
      voicemail: voicemail.id,
    });
    const issues = validateFlow(graph);
    if (issues.length > 0) throw new Error(`demo flow invalid: ${issues.map((i) => i.message).join('; ')}`);
    const [flow] = await tx
      .insert(flows)
      .values({ ...stamp, name: 'Main line', flowType: 'inbound', clientNumber: '35924001122' })
      .returning({ id: flows.id });
    if (!flow) throw new Error('demo flow not created');
    await tx.insert(flowVersions).values({
      ...stamp,
      flowId: flow.id,
      name: 'Version 1',
      description: 'Office hours, a menu into Support or Sales, voicemail otherwise',
      isActive: true,
      settings: defaultFlowSettings(),
      graph,
    });
    await tx
      .update(routingEntries)
      .set({ flowId: flow.id, timeslotId: null })
      .where(and(eq(routingEntries.accountId, accountId), eq(routingEntries.direction, 'inbound')));
    // The Berlin sales line rings the Sales group directly; the Sofia main line has no target, so
    // the inbound route above (into the flow) decides: the numbers page shows both.
    await tx
      .update(didNumbers)
      .set({ targetType: 'ring_group', targetId: ringGroup.id })
      .where(and(eq(didNumbers.accountId, accountId), eq(didNumbers.number, '+4930200010')));
  });
}
