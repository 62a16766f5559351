import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { LocalUploadStore } from "./local-upload-store";

const roots: string[] = [];
async function store() {
  const root = await mkdtemp(path.join(os.tmpdir(), "kakehashi-uploads-"));
  roots.push(root);
  return { root, uploads: new LocalUploadStore(root) };
}

afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function keysUnder(uploads: LocalUploadStore, folder: string) {
  const keys: string[] = [];
  for await (const { key } of uploads.list(folder)) keys.push(key);
  return keys.sort();
}

describe("the local upload store's listing (what the orphan sweeps walk)", () => {
  it("lists chat files one level down (chat/{roomId}/…) as well as avatars at the top, with their time", async () => {
    const { root, uploads } = await store();
    await uploads.put("chat/12/0a1b2c3d.pdf", new Uint8Array([1]), "application/pdf");
    await uploads.put("chat/13/4e5f6a7b.png", new Uint8Array([2]), "image/png");
    await uploads.put("avatars/12-0a1b2c3d4e5f6a7b-400.webp", new Uint8Array([3]), "image/webp");
    const old = new Date("2026-01-01T00:00:00Z");
    await utimes(path.join(root, "chat/12/0a1b2c3d.pdf"), old, old);

    expect(await keysUnder(uploads, "chat")).toEqual(["chat/12/0a1b2c3d.pdf", "chat/13/4e5f6a7b.png"]);
    expect(await keysUnder(uploads, "avatars")).toEqual(["avatars/12-0a1b2c3d4e5f6a7b-400.webp"]);
    const listed = [];
    for await (const file of uploads.list("chat")) listed.push(file);
    expect(listed.find((file) => file.key === "chat/12/0a1b2c3d.pdf")?.storedAt).toEqual(old);
  });

  it("skips half-written files and names we never make; a missing folder lists nothing", async () => {
    const { root, uploads } = await store();
    await uploads.put("chat/12/0a1b2c3d.pdf", new Uint8Array([1]), "application/pdf");
    await writeFile(path.join(root, "chat/12/0a1b2c3d.pdf.1234.partial"), "x");
    await writeFile(path.join(root, "chat/12/README.TXT"), "x");
    expect(await keysUnder(uploads, "chat")).toEqual(["chat/12/0a1b2c3d.pdf"]);
    expect(await keysUnder(uploads, "logos")).toEqual([]);
  });
});
