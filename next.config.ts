import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WASM database/crypto packages are loaded by Node at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pino"],
  poweredByHeader: false,
  images: {
    // spec S-K-3
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
};

export default nextConfig;
