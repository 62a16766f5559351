import { describe, expect, it } from "vitest";

import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { SWEEP_GRACE_MS } from "@/platform/uploads/orphan-sweep";
import { useApiTestContext } from "@tests/support/api-test-context";
import { createAuthorizationWorld } from "@tests/support/authorization-roles";
import { tinyPdf } from "@tests/support/test-documents";

import { sweepOrphanAttachments } from "./attachment-sweep.job";

let uploads: MemoryUploadStore;
const context = useApiTestContext(() => ({ uploads: (uploads = new MemoryUploadStore(() => context.clock.now())) }));

describe("issue 16: chat files no message points at are swept", () => {
  it("a file left by a failed upload goes after an hour; a file of a message stays; a young file waits", async () => {
    const world = await createAuthorizationWorld(context);
    // The world's résumé was put through the context's store; this test's store is its own: put it here too.
    await uploads.put(world.attachmentOfPro.storageKey, tinyPdf(), "application/pdf");
    await uploads.put(`chat/${world.roomOfPro.id}/0123456789abcdef0123456789abcdef.pdf`, tinyPdf("残骸"), "application/pdf");
    expect(await sweepOrphanAttachments(context.handle.db, uploads, context.clock.now())).toBe(0); // too young
    context.clock.advance(SWEEP_GRACE_MS + 1);
    await uploads.put(`chat/${world.roomOfPro.id}/fedcba9876543210fedcba9876543210.pdf`, tinyPdf("送信中"), "application/pdf");
    expect(await sweepOrphanAttachments(context.handle.db, uploads, context.clock.now())).toBe(1);
    expect(uploads.keys()).toEqual([`chat/${world.roomOfPro.id}/fedcba9876543210fedcba9876543210.pdf`, world.attachmentOfPro.storageKey].sort());
  });
});
