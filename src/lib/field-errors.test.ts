import { describe, expect, it } from "vitest";
import { z } from "zod";

import { toFieldErrors } from "./field-errors";

describe("toFieldErrors", () => {
  it("keeps the first message of each field from an API answer", () => {
    const error = {
      code: "validation_failed",
      message: "入力内容に誤りがあります。",
      issues: [
        { path: "email", message: "メールアドレスを入力してください" },
        { path: "email", message: "二つ目" },
        { path: "profile.name", message: "名前を入力してください" },
      ],
    };
    expect(toFieldErrors(error)).toEqual({ email: "メールアドレスを入力してください", "profile.name": "名前を入力してください" });
  });

  it("reads a Zod error the same way, so browser checks and server answers look alike", () => {
    const result = z.object({ profile: z.object({ name: z.string({ message: "必須です" }) }) }).safeParse({ profile: {} });
    expect(toFieldErrors(result.error!)).toEqual({ "profile.name": "必須です" });
  });

  it("gives no errors when there are no issues", () => {
    expect(toFieldErrors({ issues: undefined })).toEqual({});
  });
});
