import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const indexPath = path.resolve(
  here,
  '..',
  process.env.STORYBOOK_DIR ?? '../../storybook-static',
  'index.json',
);

/** The stories of the static Storybook build (run `pnpm build-storybook` at the root first). */
export function loadStories(): StoryEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(
      `No Storybook build at ${indexPath}: run \`pnpm build-storybook\` at the repository root.`,
    );
  }
  const index = JSON.parse(raw) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
