import { serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";
import { isValidUploadKey } from "@/platform/uploads/upload-store";

import { UPLOADS_API } from "./uploads.contract";

/** A year: a file's name changes whenever its content does. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Public pictures only: a chat attachment (`chat/…`) goes to its room's members through the room's route (issue 16). */
const isPublicKey = (key: string) => key.startsWith("avatars/") || key.startsWith("logos/");

export const uploadRoutes = serveContract(
  UPLOADS_API,
  {
    // GET /uploads/{key} – an uploaded file from the store; 404 for anything else
    file: async (c) => {
      const key = c.req.param("key") ?? "";
      const file = isValidUploadKey(key) && isPublicKey(key) ? await c.var.deps.uploads.get(key) : null;
      if (!file) throw new AppError("not_found");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.bytes.byteLength),
        "Cache-Control": IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
      });
    },
  },
  "",
);
