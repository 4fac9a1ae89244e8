import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema into src/server/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
