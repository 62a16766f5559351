import type { Database } from "@/db/client";
import type { ReportTargetType } from "@/db/schema";
import { toJstIsoDateTime } from "@/lib/format-date";

import type { ModerationMeasure, ModerationTarget } from "./console-moderation.schemas";
import { GONE, glimpseOf } from "./moderation-view";
import { findMessageInRoom, findProfileSummary, findProjectSummary, listMessagesBefore, type MessageLine } from "./moderation-targets.queries";

/** How many messages before a reported one its page shows, for the conversation's tone. */
const MESSAGES_BEFORE = 5;

const lineOf = (row: MessageLine) => ({
  id: row.id,
  senderName: row.senderName ?? "退会したユーザー",
  sentAt: toJstIsoDateTime(row.createdAt),
  // The operator reads a hidden message's words too: that is what was decided on.
  body: row.body,
  isHidden: row.hiddenAt !== null,
});

/** A report's target as its page shows it: a message in its room with what came before, a profile, a project. */
export async function loadTargetDetail(db: Database, type: ReportTargetType, id: number): Promise<{ target: ModerationTarget; excerpt: string }> {
  if (type === "message") {
    const message = await findMessageInRoom(db, id);
    if (!message) return { target: { type, message: null, room: null, previous: [] }, excerpt: GONE };
    const previous = await listMessagesBefore(db, message, MESSAGES_BEFORE);
    const room = {
      id: message.roomId,
      project: { id: message.projectId, title: message.projectTitle },
      corporation: { id: message.corporationId, name: message.corporationName },
      pro: { id: message.proUserId, name: message.proName },
    };
    return {
      target: { type, message: { ...lineOf(message), senderUserId: message.senderUserId }, room, previous: previous.map(lineOf) },
      excerpt: glimpseOf(type, { messageBody: message.body, profileName: null, profileHeadline: null, projectTitle: null }),
    };
  }
  if (type === "profile") {
    const profile = (await findProfileSummary(db, id)) ?? null;
    return {
      target: { type, profile },
      excerpt: glimpseOf(type, { messageBody: null, profileName: profile?.name ?? null, profileHeadline: profile?.headline ?? null, projectTitle: null }),
    };
  }
  const row = await findProjectSummary(db, id);
  const project = row && {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    closeReason: row.closeReason,
    corporation: { id: row.corporationId, name: row.corporationName },
    operatorNote: row.operatorNote,
  };
  return {
    target: { type, project: project ?? null },
    excerpt: glimpseOf(type, { messageBody: null, profileName: null, profileHeadline: null, projectTitle: row?.title ?? null }),
  };
}

/** What 対応する may do to the target as it stands: a measure already taken (or impossible) is not offered. */
export function measuresFor(target: ModerationTarget): ModerationMeasure[] {
  if (target.type === "message") return target.message && !target.message.isHidden ? ["hide_message", "none"] : ["none"];
  if (target.type === "profile") return target.profile?.isPublic ? ["make_profile_private", "none"] : ["none"];
  return target.project?.status === "open" ? ["close_project", "none"] : ["none"];
}
