/**
 * The schema and its tables import one way: schema.ts gathers the tables, a table imports only the
 * tables it refers to and the column helpers. A table importing schema.ts back (or two tables each
 * other) is a circle: the failure prints it, file by file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dbDir = fileURLToPath(new URL('../src/db/', import.meta.url));

/** Each file of src/db (relative path) → the files of src/db it imports. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(path.join(dbDir, file), 'utf8');
    const targets = [...source.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)]
      .map((match) => path.join(path.dirname(file), `${match[1]}.ts`))
      .filter((target) => files.includes(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle of the graph, each as the files around it (first file repeated at the end). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

describe('src/db imports', () => {
  it('hold no circle (a table imports the tables it refers to, never schema.ts)', () => {
    expect(circles(importGraph()).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('the check finds a circle such as a table importing schema.ts back', () => {
    const graph = new Map([
      ['schema.ts', ['tables/pbx.ts']],
      ['tables/pbx.ts', ['schema.ts']],
    ]);
    expect(circles(graph)).toEqual([['schema.ts', 'tables/pbx.ts', 'schema.ts']]);
  });
});
