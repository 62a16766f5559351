import { z } from "zod";

import { NOTICE_MAIL_CATEGORIES, type NoticeMailCategory } from "@/db/schema";

export { NOTICE_MAIL_CATEGORIES, type NoticeMailCategory };

/** What each category's mails are, as the unsubscribe page names them. */
export const NOTICE_MAIL_CATEGORY_LABELS: Record<NoticeMailCategory, string> = {
  scout: "スカウト",
  application: "応募",
  message: "メッセージ",
  news: "運営からのお知らせ",
};

/** The signed address of an unsubscribe link: `?u=<user id>&c=<category>&t=<signature>`. */
export const UnsubscribeQuerySchema = z.object({
  u: z.string().regex(/^[1-9]\d{0,9}$/, { message: "リンクが正しくありません" }),
  c: z.enum(NOTICE_MAIL_CATEGORIES, { message: "リンクが正しくありません" }),
  t: z.string().max(100, { message: "リンクが正しくありません" }),
});

export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

export const UnsubscribedResponseSchema = z
  .object({ category: z.enum(NOTICE_MAIL_CATEGORIES), categoryLabel: z.string().describe("The category's Japanese name.") })
  .meta({ id: "NoticeMailUnsubscribed" });

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  "この配信停止のリンクは正しくありません。メールに記載のリンクをもう一度お確かめください。解決しない場合はお問い合わせフォームからご連絡ください。";
