import { z } from "zod";

import { NOTIFICATION_KINDS } from "@/db/schema";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

export const NOTIFICATIONS_PER_PAGE = 20;

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    linkPath: z.string().describe("A path on this site."),
    createdAt: JstDateTimeSchema,
    isRead: z.boolean(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsPageSchema = z
  .object({ items: z.array(NotificationSchema), unreadCount: z.number().int(), page: z.number().int(), totalPages: z.number().int() })
  .meta({ id: "NotificationsPage" });
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const MarkNotificationsReadBodySchema = z
  .object(
    {
      ids: z.union([z.literal("all"), z.array(z.number().int().positive()).min(1).max(100)], { message: "既読にする通知を選んでください" }),
    },
    { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" },
  )
  .meta({ id: "MarkNotificationsReadBody" });

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() }).meta({ id: "UnreadNotificationCount" });
