import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import * as barrel from '../index.js';
import { resourceFiles, resources } from './index.js';

const here = new URL('.', import.meta.url);

describe('the resource registry', () => {
  it('takes in every declaration file of resources/ (register a new one in resources/index.ts)', () => {
    const files = readdirSync(here)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.filter((file) => !resourceFiles.includes(file))).toEqual([]);
  });

  it("puts every resource's endpoints in the table and exports it from the package", () => {
    const exported = new Set<unknown>(Object.values(barrel));
    for (const resource of resources) {
      expect(exported.has(resource), `${resource.name} is exported`).toBe(true);
      for (const [name, endpoint] of Object.entries(resource.endpoints))
        expect(endpoints[name as keyof typeof endpoints], name).toBe(endpoint);
    }
  });

  it('names each resource once, with a translatable noun', () => {
    const keys = resources.map((resource) => `${resource.name} ${resource.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const resource of resources) expect(resource.noun.id).toMatch(/^resource\.noun\./);
  });
});
