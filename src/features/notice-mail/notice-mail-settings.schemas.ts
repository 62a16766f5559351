import { z } from "zod";

import { NOTICE_MAIL_CATEGORIES } from "@/db/schema/users";

export const NoticeMailSettingsSchema = z
  .object({
    categories: z
      .array(
        z.object({
          category: z.enum(NOTICE_MAIL_CATEGORIES),
          label: z.string().describe("The category's Japanese name."),
          isEnabled: z.boolean(),
        }),
      )
      .describe("Only the categories that apply to the user's role: pros scout/message/news, orderers application/message/news."),
  })
  .meta({ id: "NoticeMailSettings" });

export type NoticeMailSettings = z.infer<typeof NoticeMailSettingsSchema>;

const flag = z.boolean({ message: "オンかオフを選んでください" }).optional();

/** Categories left out keep their setting. */
export const NoticeMailSettingsBodySchema = z.object({
  enabled: z.object({ scout: flag, application: flag, message: flag, news: flag }, { message: "設定を指定してください" }),
});

export type NoticeMailSettingsBody = z.infer<typeof NoticeMailSettingsBodySchema>;
