import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npm run db:generate`), reviewed and committed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
