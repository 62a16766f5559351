import { restartFactorySequence } from "@/db/seed/factories";

// The integration files share their worker's modules (isolate: false in vitest.config.ts): each file
// still starts the factories' generated names and texts from the beginning, as when it runs alone.
restartFactorySequence();
