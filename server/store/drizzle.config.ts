import { defineConfig } from 'drizzle-kit';

// drizzle-kit compares schema.ts with the migrations so far and writes the next one (npm run db:migration).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/store/migrations',
  casing: 'snake_case',
});
