import { defineConfig } from 'drizzle-kit';

// Generation only: drizzle-kit reads the schema and writes SQL; the app applies it with src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
