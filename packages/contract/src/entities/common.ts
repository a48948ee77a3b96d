/** An ISO 8601 timestamp as the API sends it, e.g. `2026-11-21T16:10:00.000Z`. */
export type Timestamp = string;

/** Active flags travel as 1 or 0 on the wire (spec §3), not as booleans. */
export type Flag = 1 | 0;
