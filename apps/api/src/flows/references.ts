/**
 * The ids a version names (in its graph and settings) must be the account's before it goes live: a
 * queue of another account, or one deleted since the draft was drawn, refuses the activation like
 * any validation issue, on the node that names it.
 */
import type { FlowGraph, FlowIssue, FlowNode, FlowSettings } from '@switchboard/contract';
import { extensions, queues, ringGroups, soundFiles, timeslots, voicemails } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { ownedIds } from '../lib/owned.js';
import type { TenantTable } from '../resources/drizzle-store.js';

type Kind = 'sound file' | 'queue' | 'ring group' | 'extension' | 'voicemail' | 'timeslot';

const tables: Record<Kind, TenantTable> = {
  'sound file': soundFiles,
  queue: queues,
  'ring group': ringGroups,
  extension: extensions,
  voicemail: voicemails,
  timeslot: timeslots,
};

/** The ids a node names, with what they name. */
function named(node: FlowNode): [Kind, number | null][] {
  switch (node.kind) {
    case 'play_sound':
      return [['sound file', node.data.sound_file_id]];
    case 'menu':
      return [['sound file', node.data.prompt_sound_file_id]];
    case 'queue':
      return [['queue', node.data.queue_id]];
    case 'ring_group':
      return [['ring group', node.data.ring_group_id]];
    case 'extension':
      return [['extension', node.data.extension_id]];
    case 'voicemail':
      return [['voicemail', node.data.voicemail_id]];
    case 'timeslot':
      return [['timeslot', node.data.timeslot_id]];
    default:
      return [];
  }
}

/** An issue for each id of the graph or settings that is not the account's. */
export async function foreignReferences(
  deps: Deps,
  accountId: number,
  graph: FlowGraph,
  settings: FlowSettings,
): Promise<FlowIssue[]> {
  const uses: { node: FlowNode | null; kind: Kind; id: number }[] = [];
  for (const node of graph.nodes) {
    for (const [kind, id] of named(node)) if (id !== null) uses.push({ node, kind, id });
  }
  if (settings.moh_sound_file_id !== null)
    uses.push({ node: null, kind: 'sound file', id: settings.moh_sound_file_id });

  const found = new Map<Kind, Set<number>>();
  for (const kind of Object.keys(tables) as Kind[]) {
    const ids = [...new Set(uses.filter((use) => use.kind === kind).map((use) => use.id))];
    found.set(kind, await ownedIds(deps, tables[kind], accountId, ids));
  }
  return uses
    .filter((use) => !found.get(use.kind)?.has(use.id))
    .map(({ node, kind, id }) =>
      node
        ? {
            code: 'missing_target' as const,
            nodeId: node.id,
            message: `In "${node.label || node.id}" ${kind} #${id} is not one of the account's.`,
          }
        : {
            code: 'missing_target' as const,
            message: `The music on hold, sound file #${id}, is not one of the account's.`,
          },
    );
}
