/**
 * How an attachment leaves our origin (issue 16): always as a download, never drawn in the page. A
 * PDF or an image opened inline would run in our origin's context; `attachment`, `nosniff` and a
 * sandboxed policy that allows nothing keep every browser from doing so. It replaces the API's
 * policy, so it says `frame-ancestors 'none'` itself: no other site may frame the file (ASVS 3.4.6).
 */
export const ATTACHMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** RFC 5987's attr-char: encodeURIComponent leaves `'()*` as they are, which the header's value may not hold. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The name for browsers that read only `filename=`: printable ASCII without quotes or backslashes,
 * anything else as `_`; a name with nothing of it left (「見積書.pdf」) becomes 「attachment.pdf」.
 */
export function asciiFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const ascii = (text: string) => text.replace(/[^\x20-\x7E]|["\\]/g, "_").replace(/_+/g, "_");
  const asciiStem = ascii(stem);
  return `${/[A-Za-z0-9]/.test(asciiStem) ? asciiStem : "attachment"}${ascii(extension)}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987's encoding for the real name). */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

export function attachmentDownloadHeaders(file: { fileName: string; contentType: string; byteSize: number }): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    "Content-Length": String(file.byteSize),
    "Content-Disposition": attachmentDisposition(file.fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": ATTACHMENT_POLICY,
  };
}
