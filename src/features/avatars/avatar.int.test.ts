import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";
import { jpegWithExif, plainImage, pngBomb, SVG_WITH_SCRIPT } from "@tests/support/test-images";

import type { AvatarResponse } from "./avatar.schemas";
import { AVATAR_MAX_BYTES } from "./avatar-rules";

let uploads: MemoryUploadStore;
// A fresh store for each test's app, kept here to look into.
const context = useApiTestContext(() => ({ uploads: (uploads = new MemoryUploadStore()) }));
let client: BrowserLikeClient;
let userId: number;

async function signIn() {
  const user = await insertUser(context.handle.db, { isOrderer: true, lastName: "佐藤" });
  userId = user.id;
  client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, user.id, context.clock.now());
}

function upload(bytes: Uint8Array, contentType = "image/jpeg") {
  return client.request("POST", "/api/v2/me/avatar", { body: bytes, headers: { "content-type": contentType } });
}

async function storedUrl(): Promise<string | null> {
  const [row] = await context.handle.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  return row!.url;
}

describe("issue 13: avatar upload (POST /api/v2/me/avatar)", () => {
  beforeEach(signIn);

  it("re-encodes a JPEG as square 400 px and 96 px WebP without EXIF or GPS, and serves it for a year", async () => {
    const original = await jpegWithExif(800, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original);
    expect(response.status).toBe(200);
    const body = await json<AvatarResponse>(response);
    expect(body.userProfileImage).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{16}-400\\.webp$`));
    expect(body.userProfileImageSmall).toBe(body.userProfileImage!.replace("-400.webp", "-96.webp"));
    expect(await storedUrl()).toBe(body.userProfileImage);

    for (const [url, size] of [
      [body.userProfileImage!, 400],
      [body.userProfileImageSmall!, 96],
    ] as const) {
      const file = await client.request("GET", url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "webp", width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it("the /me read model (the top bar) shows the new avatar", async () => {
    const body = await json<AvatarResponse>(await upload(await plainImage("png")));
    const me = await json<{ userProfileImage: string | null }>(await client.request("GET", "/api/v2/me"));
    expect(me.userProfileImage).toBe(body.userProfileImage);
  });

  it("the type is read from the bytes: a PNG sent as image/jpeg is accepted, PNG and WebP as well", async () => {
    expect((await upload(await plainImage("png"), "image/jpeg")).status).toBe(200);
    expect((await upload(await plainImage("webp"), "application/octet-stream")).status).toBe(200);
  });

  it("replacing the avatar deletes the previous files; DELETE removes the avatar and its files", async () => {
    const first = await json<AvatarResponse>(await upload(await plainImage("png")));
    const second = await json<AvatarResponse>(await upload(await jpegWithExif()));
    expect(second.userProfileImage).not.toBe(first.userProfileImage);
    expect(uploads.keys()).toEqual([second.userProfileImageSmall!, second.userProfileImage!].map((url) => url.replace("/uploads/", "")).sort());
    expect((await client.request("GET", first.userProfileImage!)).status).toBe(404);

    const removed = await client.request("DELETE", "/api/v2/me/avatar");
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ userProfileImage: null, userProfileImageSmall: null });
    expect(uploads.keys()).toEqual([]);
    expect(await storedUrl()).toBeNull();
    expect((await client.request("DELETE", "/api/v2/me/avatar")).status).toBe(200);
  });

  it("uploading the same picture twice keeps its files", async () => {
    const picture = await plainImage("png");
    const first = await json<AvatarResponse>(await upload(picture));
    const again = await json<AvatarResponse>(await upload(picture));
    expect(again.userProfileImage).toBe(first.userProfileImage);
    expect(uploads.keys()).toHaveLength(2);
    expect((await client.request("GET", again.userProfileImage!)).status).toBe(200);
  });

  const refusals: [string, () => Promise<Uint8Array> | Uint8Array, number, string][] = [
    ["a text file", () => Buffer.from("これは画像ではありません"), 422, "JPEG・PNG・WebP形式の画像を選んでください"],
    ["an SVG with a script", () => SVG_WITH_SCRIPT, 422, "JPEG・PNG・WebP形式の画像を選んでください"],
    [
      "a GIF",
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      422,
      "JPEG・PNG・WebP形式の画像を選んでください",
    ],
    ["an empty body", () => new Uint8Array(0), 422, "JPEG・PNG・WebP形式の画像を選んでください"],
    ["a truncated JPEG", async () => (await jpegWithExif()).subarray(0, 2000), 422, "画像を読み込めませんでした"],
    ["a truncated PNG", async () => (await plainImage("png", 600, 600)).subarray(0, 200), 422, "画像を読み込めませんでした"],
    ["a 20,000 × 20,000 decompression bomb", () => pngBomb(), 422, "画像のサイズが大きすぎます"],
    ["a file over 5 MB", () => new Uint8Array(AVATAR_MAX_BYTES + 1).fill(0xff), 413, "5MB以下の画像を選んでください"],
  ];

  it.each(refusals)("refuses %s with a clear Japanese message and stores nothing", async (_name, make, status, message) => {
    const before = await json<AvatarResponse>(await upload(await plainImage("png")));
    const response = await upload(await make());
    expect(response.status).toBe(status);
    const body = await json<{ error: { message: string } }>(response);
    expect(body.error.message).toBe(message);
    // The previous avatar stays, with only its own two files.
    expect(await storedUrl()).toBe(before.userProfileImage);
    expect(uploads.keys()).toHaveLength(2);
  });
});

describe("issue 13: GET /uploads/* serves stored files only", () => {
  it.each(["/uploads/avatars/1-0123456789abcdef-400.webp", "/uploads/..%2F..%2Fpackage.json", "/uploads/avatars/x.svg", "/uploads/"])("404 for %s", async (path) => {
    const response = await new BrowserLikeClient(context.app).request("GET", path);
    expect(response.status).toBe(404);
  });

  it("a visitor cannot upload (401) and nothing is stored", async () => {
    const visitor = new BrowserLikeClient(context.app);
    await visitor.fetchCsrfToken();
    const response = await visitor.request("POST", "/api/v2/me/avatar", { body: await plainImage("png"), headers: { "content-type": "image/png" } });
    expect(response.status).toBe(401);
    expect(uploads.keys()).toEqual([]);
  });
});
