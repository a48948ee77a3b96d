import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the next migration into ./drizzle from src/db/schema.ts. Review it before
// committing: drop any `"public".` schema prefix, so it runs in whichever schema search_path selects.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
