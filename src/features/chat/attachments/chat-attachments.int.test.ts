import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { chatAttachments, chatMessages, chatRooms, users } from "@/db/schema";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { json, type BrowserLikeClient } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import { HTML_PAGE, officeDocument, PLAIN_TEXT, tinyPdf, WINDOWS_PROGRAM } from "@tests/support/test-documents";
import { jpegWithExif, plainImage } from "@tests/support/test-images";

import type { ChatRoomsPage, SentChatMessage } from "../chat.schemas";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_QUOTA_BYTES, ATTACHMENT_QUOTA_MESSAGE, ATTACHMENT_WRONG_TYPE_MESSAGE } from "./chat-attachment-rules";

let uploads: MemoryUploadStore;
// A fresh store for each test's app, kept here to look into.
const context = useApiTestContext(() => ({ uploads: (uploads = new MemoryUploadStore()) }));

function upload(client: BrowserLikeClient, roomId: number, file: Uint8Array, options: { fileName: string; clientKey: string; type?: string }) {
  const query = new URLSearchParams({ fileName: options.fileName, clientKey: options.clientKey });
  return client.request("POST", `/api/v2/project_chat_rooms/${roomId}/attachments?${query}`, {
    body: file,
    headers: { "content-type": options.type ?? "application/octet-stream" },
  });
}

/** What is stored apart from the world's own résumé: files in the store, and attachment rows. */
async function storedBeyondWorld(world: AuthorizationWorld) {
  const rows = await context.handle.db.select().from(chatAttachments);
  return { files: uploads.keys().filter((key) => key !== world.attachmentOfPro.storageKey), rows: rows.filter((row) => row.id !== world.attachmentOfPro.id) };
}

describe("issue 16: attachments in a conversation (POST /api/v2/project_chat_rooms/{id}/attachments)", () => {
  it("a PDF sent by the pro is stored as it is and downloaded by both sides as an attachment, never inline", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const pdf = tinyPdf();

    const response = await upload(pro, world.roomOfPro.id, pdf, { fileName: "見積書 (最終).pdf", clientKey: "file-key-0001", type: "application/pdf" });
    expect(response.status).toBe(201);
    const sent = await json<SentChatMessage>(response);
    expect(sent).toMatchObject({ body: "", isMine: true, warning: null });
    expect(sent.attachment).toEqual({
      id: expect.any(Number),
      fileName: "見積書 (最終).pdf",
      contentType: "application/pdf",
      byteSize: pdf.length,
      downloadPath: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/attachments/${sent.attachment!.id}`,
    });

    for (const client of [pro, corporation]) {
      const download = await client.request("GET", sent.attachment!.downloadPath);
      expect(download.status).toBe(200);
      expect(
        Object.fromEntries(
          ["content-type", "content-disposition", "x-content-type-options", "cache-control", "content-security-policy"].map((h) => [h, download.headers.get(h)]),
        ),
      ).toEqual({
        "content-type": "application/pdf",
        "content-disposition": "attachment; filename=\"attachment.pdf\"; filename*=UTF-8''%E8%A6%8B%E7%A9%8D%E6%9B%B8%20%28%E6%9C%80%E7%B5%82%29.pdf",
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    }

    // The corporation's list reads the file's name where a text would be.
    const list = await json<ChatRoomsPage>(await corporation.request("GET", "/api/v2/project_chat_rooms"));
    expect(list.items[0]!.lastMessage).toMatchObject({ excerpt: "ファイル: 見積書 (最終).pdf", isMine: false });
    // The store's key is never a public upload: only the room's route hands the file out.
    const [row] = await context.handle.db.select().from(chatAttachments).where(eq(chatAttachments.id, sent.attachment!.id));
    expect(row!.storageKey).toMatch(new RegExp(`^chat/${world.roomOfPro.id}/[0-9a-f]{32}\\.pdf$`));
    expect((await corporation.request("GET", `/uploads/${row!.storageKey}`)).status).toBe(404);
  });

  it("pictures are re-encoded without EXIF or GPS; PNG, WebP and Office documents keep their type", async () => {
    const world = await createAuthorizationWorld(context);
    const corporation = await clientFor(context, world, "otherOrderer");
    const pro = await clientFor(context, world, "pro");
    const photo = await jpegWithExif(640, 480);
    const sent = await json<SentChatMessage>(
      await upload(corporation, world.roomOfPro.id, photo, { fileName: "現場写真.JPG", clientKey: "file-key-0002", type: "image/jpeg" }),
    );
    expect(sent.attachment).toMatchObject({ fileName: "現場写真.JPG", contentType: "image/jpeg" });
    const download = await pro.request("GET", sent.attachment!.downloadPath);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
    const metadata = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["jpeg", 640, 480, undefined]);

    const cases = [
      [await plainImage("png"), "図.png", "image/png"],
      [await plainImage("webp"), "図.webp", "image/webp"],
      [officeDocument("docx"), "提案書.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [officeDocument("xlsx"), "見積.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [officeDocument("pptx"), "説明資料.pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
    ] as const;
    for (const [i, [bytes, fileName, contentType]] of cases.entries()) {
      const response = await upload(pro, world.roomOfPro.id, bytes, { fileName, clientKey: `file-key-01${i}0` });
      expect(response.status, fileName).toBe(201);
      expect((await json<SentChatMessage>(response)).attachment).toMatchObject({ fileName, contentType });
    }
    expect(uploads.keys().filter((key) => key.startsWith(`chat/${world.roomOfPro.id}/`))).toHaveLength(cases.length + 2);
  });

  it("the name keeps its last path part, and gets the content's extension when it ends otherwise", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const names = [
      ["C:\\Users\\山田\\Desktop\\請求書.pdf", "請求書.pdf"],
      ["../../etc/report.html", "report.html.pdf"],
      ["ガイド", "ガイド.pdf"],
    ];
    for (const [i, [sentName, storedName]] of names.entries()) {
      const sent = await json<SentChatMessage>(await upload(pro, world.roomOfPro.id, tinyPdf(), { fileName: sentName!, clientKey: `name-key-000${i}` }));
      expect(sent.attachment!.fileName).toBe(storedName);
    }
  });

  it("a retried upload with the same client key stores one file and writes one message", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const pdf = tinyPdf();
    const answers = await Promise.all([1, 2, 3].map(() => upload(pro, world.roomOfPro.id, pdf, { fileName: "見積書.pdf", clientKey: "retry-file-0001" })));
    const later = await upload(pro, world.roomOfPro.id, pdf, { fileName: "見積書.pdf", clientKey: "retry-file-0001" });
    const ids = new Set(await Promise.all([...answers, later].map(async (answer) => (await json<SentChatMessage>(answer)).attachment!.id)));
    expect(ids.size).toBe(1);
    const stored = await storedBeyondWorld(world);
    expect([stored.files.length, stored.rows.length]).toEqual([1, 1]);
    expect(await context.handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, world.roomOfPro.id))).toHaveLength(2);
  });

  it("a program, an HTML page or a text renamed .pdf, an empty file and bad names are refused in Japanese, and nothing is stored", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const refusals: [Uint8Array, string, string][] = [
      [WINDOWS_PROGRAM, "見積書.pdf", ATTACHMENT_WRONG_TYPE_MESSAGE],
      [HTML_PAGE, "見積書.pdf", ATTACHMENT_WRONG_TYPE_MESSAGE],
      [PLAIN_TEXT, "見積書.pdf", ATTACHMENT_WRONG_TYPE_MESSAGE],
      [Buffer.from("PK\u0003\u0004"), "archive.zip", ATTACHMENT_WRONG_TYPE_MESSAGE],
      [new Uint8Array(0), "見積書.pdf", "空のファイルは送れません"],
      [tinyPdf(), "見積\u0000書.pdf", "制御文字（NUL や改行など）は入力できません"],
      [tinyPdf(), "見積\u202Efdp.exe", "ファイル名に使えない文字（制御文字など）が含まれています"],
      [tinyPdf(), `${"あ".repeat(197)}.pdf`, "ファイル名は200文字以内にしてください"],
      [tinyPdf(), "../ ", "ファイル名を指定してください"],
    ];
    for (const [i, [bytes, fileName, message]] of refusals.entries()) {
      const response = await upload(pro, world.roomOfPro.id, bytes, { fileName, clientKey: `bad-file-000${i}` });
      expect(response.status, fileName).toBe(422);
      const body = await json<{ error: { code: string; message: string; issues?: { message: string }[] } }>(response);
      expect(body.error.code).toBe("validation_failed");
      expect([body.error.message, ...(body.error.issues ?? []).map((issue) => issue.message)]).toContain(message);
    }
    const tooLarge = await upload(pro, world.roomOfPro.id, new Uint8Array(ATTACHMENT_MAX_BYTES + 1), { fileName: "大きい.pdf", clientKey: "bad-file-large" });
    expect(tooLarge.status).toBe(413);
    expect(await json(tooLarge)).toEqual({ error: { code: "payload_too_large", message: "10MB以下のファイルを選んでください" } });

    expect(await storedBeyondWorld(world)).toEqual({ files: [], rows: [] });
    expect(await context.handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, world.roomOfPro.id))).toHaveLength(1);
  });

  it("another corporation's room is 404 for an upload and a download, and an attachment is read only through its own room", async () => {
    const world = await createAuthorizationWorld(context);
    const outsider = await clientFor(context, world, "orderer");
    const refused = await upload(outsider, world.roomOfPro.id, tinyPdf(), { fileName: "見積書.pdf", clientKey: "outsider-0001" });
    expect(refused.status).toBe(404);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe("メッセージのやり取りが見つかりませんでした。");
    expect(await storedBeyondWorld(world)).toEqual({ files: [], rows: [] });

    const downloadPath = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/attachments/${world.attachmentOfPro.id}`;
    for (const role of ["orderer", "otherPro", "memberOfA"] as const) {
      expect((await (await clientFor(context, world, role)).request("GET", downloadPath)).status, role).toBe(404);
    }
    // Corporation B's other room (with another pro): B's member may open it, but not through it the pro's file.
    const [otherRoom] = await context.handle.db
      .insert(chatRooms)
      .values({ projectId: world.roomOfPro.projectId, corporationId: world.corporationB.id, proUserId: world.users.otherPro.id })
      .returning();
    const corporation = await clientFor(context, world, "otherOrderer");
    expect((await corporation.request("GET", `/api/v2/project_chat_rooms/${otherRoom!.id}/attachments/${world.attachmentOfPro.id}`)).status).toBe(404);
    expect((await corporation.request("GET", downloadPath)).status).toBe(200);
  });

  it("sending a file waits for a verified e-mail address, like a text message", async () => {
    const world = await createAuthorizationWorld(context);
    await context.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, world.users.pro.id));
    const pro = await clientFor(context, world, "pro");
    const response = await upload(pro, world.roomOfPro.id, tinyPdf(), { fileName: "見積書.pdf", clientKey: "unverified-01" });
    expect(response.status).toBe(403);
    expect(await storedBeyondWorld(world)).toEqual({ files: [], rows: [] });
  });

  it("ASVS 2.4.1: an account's stored files have a 2 GB quota; past it a file is refused in Japanese and nothing is stored", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    // 2 GB less 16 bytes already sent by the pro, as two rows (the column is an integer of bytes).
    const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, world.attachmentOfPro.messageId));
    const half = ATTACHMENT_QUOTA_BYTES / 2;
    await db.update(chatAttachments).set({ byteSize: half, uploaderUserId: message!.senderUserId }).where(eq(chatAttachments.id, world.attachmentOfPro.id));
    const filler = await db
      .insert(chatMessages)
      .values({ roomId: world.roomOfPro.id, senderUserId: message!.senderUserId, body: "", createdAt: new Date() })
      .returning({ id: chatMessages.id });
    await db.insert(chatAttachments).values({
      roomId: world.roomOfPro.id,
      messageId: filler[0]!.id,
      storageKey: "chat/filler.pdf",
      fileName: "filler.pdf",
      contentType: "application/pdf",
      byteSize: half - 16,
      uploaderUserId: message!.senderUserId,
    });
    const before = await storedBeyondWorld(world);

    const refused = await upload(pro, world.roomOfPro.id, tinyPdf(), { fileName: "追加資料.pdf", clientKey: "quota-key-0001", type: "application/pdf" });
    expect(refused.status).toBe(413);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(ATTACHMENT_QUOTA_MESSAGE);
    expect(await storedBeyondWorld(world)).toEqual(before);
    // The other side's quota is its own.
    const fromCorporation = await upload(corporation, world.roomOfPro.id, tinyPdf(), { fileName: "契約書.pdf", clientKey: "quota-key-0002", type: "application/pdf" });
    expect(fromCorporation.status).toBe(201);
  });
});
