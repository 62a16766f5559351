import { describe, expect, it } from "vitest";

import { asciiFileName, attachmentDisposition, attachmentDownloadHeaders } from "./attachment-download-headers";

describe("issue 16: an attachment always downloads under its own name", () => {
  it("the name goes as RFC 5987 UTF-8, with an ASCII fallback for browsers that read only filename=", () => {
    expect(attachmentDisposition("見積書.pdf")).toBe("attachment; filename=\"attachment.pdf\"; filename*=UTF-8''%E8%A6%8B%E7%A9%8D%E6%9B%B8.pdf");
    expect(attachmentDisposition("it's (v2)*.pdf")).toBe("attachment; filename=\"it's (v2)*.pdf\"; filename*=UTF-8''it%27s%20%28v2%29%2A.pdf");
  });

  it("the fallback keeps what ASCII there is and never lets a quote or backslash end the value", () => {
    expect(asciiFileName("2026年11月_請求書.xlsx")).toBe("2026_11_.xlsx");
    expect(asciiFileName('a"b\\c.pdf')).toBe("a_b_c.pdf");
    expect(asciiFileName("資料")).toBe("attachment");
  });
});

describe("issue 19: a downloaded file cannot be framed", () => {
  it("ASVS 3.4.6: the download's own policy (it replaces the API's) says frame-ancestors 'none', beside default-src 'none' and sandbox", () => {
    const policy = attachmentDownloadHeaders({ fileName: "見積書.pdf", contentType: "application/pdf", byteSize: 10 })["Content-Security-Policy"]!;
    expect(policy.split("; ").sort()).toEqual(["default-src 'none'", "frame-ancestors 'none'", "sandbox"]);
  });
});
