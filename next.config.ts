import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WASM database/crypto packages are loaded by Node at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pino"],
  poweredByHeader: false,
  // `npm test` and CI run `tsc --noEmit` over the whole project; the same check inside `next build`
  // added over a minute to a newcomer's first `npm start` on a busy 2-core machine (docs/benchmarks.md,
  // "First start"). Next 16's build runs no linter, so there is nothing else to skip.
  typescript: { ignoreBuildErrors: true },
  images: {
    // spec S-K-3
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
};

export default nextConfig;
