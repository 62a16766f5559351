import { describe, expect, it } from "vitest";

import { attachmentProblemBeforeUpload, cleanAttachmentName, formatFileSize, nameForContent } from "./chat-attachment-rules";

describe("issue 16: an attachment's name and what the browser can tell before sending", () => {
  it("keeps the last part of a path, joins a Mac's decomposed kana (NFC) and trims spaces and dots", () => {
    expect(cleanAttachmentName("C:\\Users\\山田\\見積書.pdf")).toEqual({ ok: true, name: "見積書.pdf" });
    expect(cleanAttachmentName("/tmp/../ガイド.pdf")).toEqual({ ok: true, name: "ガイド.pdf" });
    expect(cleanAttachmentName("  .見積書.pdf. ")).toEqual({ ok: true, name: "見積書.pdf" });
  });

  it("refuses control and bidi characters, an empty name and more than 200 characters", () => {
    expect(cleanAttachmentName("a\tb.pdf").ok).toBe(false);
    expect(cleanAttachmentName("report\u202Efdp.exe").ok).toBe(false);
    expect(cleanAttachmentName("dir/ ")).toEqual({ ok: false, message: "ファイル名を指定してください" });
    expect(cleanAttachmentName(`${"あ".repeat(196)}.pdf`).ok).toBe(true);
    expect(cleanAttachmentName(`${"あ".repeat(197)}.pdf`)).toEqual({ ok: false, message: "ファイル名は200文字以内にしてください" });
  });

  it("a name that does not end as its content does gets the content's extension", () => {
    expect(nameForContent("写真.JPEG", "image/jpeg")).toBe("写真.JPEG");
    expect(nameForContent("report.html", "application/pdf")).toBe("report.html.pdf");
    expect(nameForContent("資料", "application/vnd.openxmlformats-officedocument.presentationml.presentation")).toBe("資料.pptx");
  });

  it("the picker says size and unknown extensions before a byte is sent", () => {
    expect(attachmentProblemBeforeUpload({ name: "見積書.pdf", size: 10 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblemBeforeUpload({ name: "見積書.pdf", size: 10 * 1024 * 1024 + 1 })).toBe("10MB以下のファイルを選んでください");
    expect(attachmentProblemBeforeUpload({ name: "見積書.pdf", size: 0 })).toBe("空のファイルは送れません");
    expect(attachmentProblemBeforeUpload({ name: "setup.exe", size: 10 })).toMatch(/^送れるのはPDF・画像/);
    expect(attachmentProblemBeforeUpload({ name: "old.doc", size: 10 })).toMatch(/^送れるのはPDF・画像/);
  });

  it("sizes read as people read them", () => {
    expect([formatFileSize(900), formatFileSize(820 * 1024), formatFileSize(1.24 * 1024 * 1024)]).toEqual(["900 B", "820 KB", "1.2 MB"]);
  });
});
