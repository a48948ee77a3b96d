/** A list of PBX-user-like rows whose JSON is about `bytes` long (never more): realistic redundancy. */
export function jsonOfSize(bytes: number): unknown[] {
  const rows: unknown[] = [];
  for (let i = 1; ; i++) {
    const row = {
      id: 1000 + i,
      username: `user${i}`,
      name: `User Number ${i}`,
      email: `user${i}.${(i * 7919).toString(36)}@example.test`,
      extension: String(100 + i),
      caller_id: `+3592${String(9_000_000 + i * 37).padStart(7, '0')}`,
      is_active: i % 3 !== 0,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i * 13)).toISOString(),
    };
    if (JSON.stringify([...rows, row]).length > bytes) break;
    rows.push(row);
  }
  return rows;
}
