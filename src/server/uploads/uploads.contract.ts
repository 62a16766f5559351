import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

/** Uploaded files, read from the upload store (docs/decisions/021-uploads.md). */
export const UPLOADS_API = {
  file: defineRoute({
    operationId: "getUploadedFile",
    method: "get",
    path: "/uploads/{key}",
    pathPatterns: { key: ".+" },
    summary: "An uploaded file (avatars)",
    description: "Names carry a content hash, so an answer never changes: cached for a year (`immutable`). Anything that is not a stored file answers 404.",
    tags: ["Uploads"],
    access: "public",
    request: { params: z.object({ key: z.string().describe("e.g. `avatars/12-0a1b2c3d4e5f6a7b-400.webp`") }) },
    responses: {
      200: {
        description: "The file, with its content type.",
        headers: { "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" },
      },
    },
    errors: [404],
  }),
};
