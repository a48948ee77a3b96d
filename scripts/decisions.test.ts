/**
 * The decision records (docs/decisions) are found through their index: every record is listed,
 * every listed record exists, and a superseded record and the one that supersedes it name each other
 * (a changed decision is a new record, not an edit).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]!);
const read = (record: string) => readFileSync(path.join(folder, record), 'utf8');
const number = (record: string) => record.slice(0, 4);

describe('decision records', () => {
  it('are all listed in the index', () => {
    expect(records.filter((record) => !listed.includes(record))).toEqual([]);
  });

  it('are listed only when they exist', () => {
    expect(listed.filter((record) => !records.includes(record))).toEqual([]);
  });

  it('have one number each, the one their title carries', () => {
    const numbers = records.map(number);
    expect(numbers.filter((value, at) => numbers.indexOf(value) !== at)).toEqual([]);
    for (const record of records)
      expect(read(record).split('\n')[0], record).toMatch(`# ${number(record)} — `);
  });

  it('name the record that supersedes them, which names them back, and the index says so', () => {
    for (const record of records) {
      const successor = read(record).match(/Superseded by \[\d{4}\]\((\d{4}-[^)]+\.md)\)/)?.[1];
      if (!successor) continue;
      expect(records, `${record} is superseded by a missing record`).toContain(successor);
      expect(read(successor), `${successor} does not say it supersedes ${record}`).toContain(
        `Supersedes [${number(record)}](${record})`,
      );
      const row = index.split('\n').find((line) => line.includes(`](${record})`));
      expect(row, `the index does not say ${record} is superseded`).toContain(
        `Superseded by ${number(successor)}`,
      );
    }
  });
});
