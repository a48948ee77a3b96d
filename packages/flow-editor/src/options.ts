/** One entry of an account's list a node can point at (a queue, a sound file…). */
export interface FlowOption {
  id: number;
  label: string;
}

/** The account's lists the side panel and the outline offer for each kind of node. */
export interface FlowEditorOptions {
  soundFiles: FlowOption[];
  queues: FlowOption[];
  ringGroups: FlowOption[];
  extensions: FlowOption[];
  voicemails: FlowOption[];
  timeslots: FlowOption[];
}
