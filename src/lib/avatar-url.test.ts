import { describe, expect, it } from "vitest";

import { avatarKeyOf, avatarKeysOf, smallAvatarUrl, uploadUrlOf } from "./avatar-url";

describe("issue 13: avatar file names carry the user and a content hash", () => {
  const large = uploadUrlOf(avatarKeyOf(12, "0123456789abcdef", 400));

  it("the 400 px URL gives the 96 px one; a URL that is not an upload stays as it is", () => {
    expect(large).toBe("/uploads/avatars/12-0123456789abcdef-400.webp");
    expect(smallAvatarUrl(large)).toBe("/uploads/avatars/12-0123456789abcdef-96.webp");
    expect(smallAvatarUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
  });

  it("only the owner's own uploads are files to delete", () => {
    expect(avatarKeysOf(large, 12)).toEqual(["avatars/12-0123456789abcdef-400.webp", "avatars/12-0123456789abcdef-96.webp"]);
    expect(avatarKeysOf(large, 13)).toEqual([]);
    expect(avatarKeysOf("/uploads/avatars/../../x-400.webp", 12)).toEqual([]);
    expect(avatarKeysOf(null, 12)).toEqual([]);
  });
});
