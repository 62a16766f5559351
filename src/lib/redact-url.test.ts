import { describe, expect, it } from "vitest";

import { hasSecretInUrl, redactUrlForLog } from "./redact-url";

describe("redactUrlForLog (logs never hold tokens)", () => {
  it("hides the value of a token parameter and keeps the rest", () => {
    expect(redactUrlForLog("/password_resets/edit?token=abcDEF123&from=mail")).toBe("/password_resets/edit?token=[redacted]&from=mail");
    expect(redactUrlForLog("/mail/unsubscribe?u=3&c=scout&t=secret")).toBe("/mail/unsubscribe?u=3&c=scout&t=[redacted]");
  });

  it("issue 14: hides a token inside a return path (the invitation link carried through login)", () => {
    const logged = redactUrlForLog(`/login?next=${encodeURIComponent("/corporation_invitations/accept?token=SECRETsecret")}`);
    expect(logged).not.toContain("SECRET");
    expect(logged).toContain("[redacted]");
  });

  it("issue 16: hides a chat attachment's file name (a message's content)", () => {
    expect(redactUrlForLog(`/api/v2/project_chat_rooms/3/attachments?fileName=${encodeURIComponent("山田太郎_職務経歴書.pdf")}&clientKey=abc12345`)).toBe(
      "/api/v2/project_chat_rooms/3/attachments?fileName=[redacted]&clientKey=abc12345",
    );
  });

  it("leaves other addresses as they are", () => {
    expect(redactUrlForLog("/top/projects?search_project%5Bfree_word%5D=go")).toBe("/top/projects?search_project%5Bfree_word%5D=go");
    expect(redactUrlForLog("/top/projects")).toBe("/top/projects");
  });
});

describe("hasSecretInUrl (issue 19: pages that must not load third-party tags)", () => {
  it.each([
    ["/password_resets/edit?token=abc", true],
    ["/mail/unsubscribe?u=1&c=chat&t=sig", true],
    ["/login?next=%2Femail_change%3Ftoken%3Dabc", true],
    ["/login?next=%2Fmypage", false],
    ["/top/projects?search_project[free_word]=token", false],
    ["/", false],
  ])("%s → %s", (url, expected) => {
    expect(hasSecretInUrl(url)).toBe(expected);
  });
});
