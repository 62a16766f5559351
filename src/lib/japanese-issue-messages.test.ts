import { describe, expect, it } from "vitest";
import { z } from "zod";

import { japaneseIssueMessage } from "./japanese-issue-messages";

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: japaneseIssueMessage });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("issue 19: field issues a schema does not word are Japanese, not Zod's English", () => {
  const schema = z.strictObject({
    name: z.string().min(2).max(5),
    tags: z.array(z.number().int().min(1)).min(1).max(2),
    kind: z.enum(["a", "b"]),
    email: z.email().optional(),
    flag: z.boolean().optional(),
  });

  it("names what was expected in words a person reads", () => {
    expect(messagesOf(schema, { name: 1, tags: {}, kind: "c", email: "x", flag: "yes", extra: 1 })).toEqual([
      "name: 形式が正しくありません（文字列で指定してください）",
      "tags: 形式が正しくありません（リストで指定してください）",
      "kind: 選べる値ではありません",
      "email: メールアドレスの形式が正しくありません",
      "flag: 形式が正しくありません（true か false の値で指定してください）",
      ": 使えない項目が含まれています（extra）",
    ]);
    expect(messagesOf(schema, null)).toEqual([": 形式が正しくありません（オブジェクトで指定してください）"]);
  });

  it("a missing field asks for it; bounds say the limit in characters, items or numbers", () => {
    expect(messagesOf(schema, { tags: [0] })).toEqual(["name: 入力してください", "tags.0: 1以上の数を指定してください", "kind: 入力してください"]);
    expect(messagesOf(schema, { name: "あい", tags: [1, 2, 3], kind: "a" })).toEqual(["tags: 2件以内で指定してください"]);
    expect(messagesOf(schema, { name: "あ", tags: [], kind: "a" })).toEqual(["name: 2文字以上で入力してください", "tags: 1件以上を指定してください"]);
    expect(messagesOf(schema, { name: "あいうえおか", tags: [1], kind: "a" })).toEqual(["name: 5文字以内で入力してください"]);
  });

  it("a schema's own message still wins", () => {
    expect(messagesOf(z.object({ title: z.string().min(1, "タイトルを入力してください") }), { title: "" })).toEqual(["title: タイトルを入力してください"]);
  });
});
