import { z } from "zod";

/**
 * Japanese for the issues a schema leaves to Zod's defaults (issue 19: a 422's field issues are read
 * by people, and Zod's own defaults are English). A schema's own message always wins; these cover
 * what a form never sends but a hand-made request does — a number where text goes, an object where
 * a list goes — and the bounds a schema states without words. Anything rarer gets Zod's Japanese
 * locale.
 */
const zodJapanese = z.locales.ja().localeError;

const KIND_NAMES: Record<string, string> = {
  string: "文字列",
  number: "数値",
  int: "整数",
  boolean: "true か false の値",
  array: "リスト",
  object: "オブジェクト",
  date: "日付",
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { origin?: string }, bound: number | bigint, isMinimum: boolean): string | undefined {
  const n = Number(bound).toLocaleString("ja-JP");
  switch (issue.origin) {
    case "string":
      return isMinimum ? (Number(bound) <= 1 ? "入力してください" : `${n}文字以上で入力してください`) : `${n}文字以内で入力してください`;
    case "array":
    case "set":
      return isMinimum ? `${n}件以上を指定してください` : `${n}件以内で指定してください`;
    case "number":
    case "int":
    case "bigint":
      return isMinimum ? `${n}以上の数を指定してください` : `${n}以下の数を指定してください`;
    default:
      return undefined;
  }
}

/** The message for an issue whose schema gave none (the `error` option of a parse). */
export function japaneseIssueMessage(issue: Issue): string {
  if (issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value")) return "入力してください";
  switch (issue.code) {
    case "invalid_type": {
      const kind = KIND_NAMES[issue.expected];
      return kind ? `形式が正しくありません（${kind}で指定してください）` : "形式が正しくありません";
    }
    case "too_small":
      return sizeMessage(issue, issue.minimum, true) ?? String(zodJapanese(issue));
    case "too_big":
      return sizeMessage(issue, issue.maximum, false) ?? String(zodJapanese(issue));
    case "invalid_value":
      return "選べる値ではありません";
    case "invalid_format":
      return issue.format === "email" ? "メールアドレスの形式が正しくありません" : "形式が正しくありません";
    case "unrecognized_keys":
      return `使えない項目が含まれています（${issue.keys.join("、")}）`;
    case "invalid_union":
      return "形式が正しくありません";
    default: {
      const message = zodJapanese(issue);
      return typeof message === "string" ? message : (message?.message ?? "入力内容が正しくありません");
    }
  }
}
