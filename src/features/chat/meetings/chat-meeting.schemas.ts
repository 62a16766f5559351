import { z } from "zod";

import { MEETING_MODES, MEETING_STATUSES } from "@/db/schema";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

/** A meeting proposed in a room (issue 16), as the thread draws it on the message that carries it. */
export const ChatMeetingSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(MEETING_STATUSES),
    durationMinutes: z.number().int(),
    mode: z.enum(MEETING_MODES),
    place: z.string().describe("Online: the meeting link; on site: the address."),
    slots: z.array(JstDateTimeSchema).describe("Up to three proposed start times, JST."),
    startsAt: JstDateTimeSchema.nullable().describe("The agreed slot."),
    isProposedByViewer: z.boolean().describe("The proposer's own side cannot pick; the other side can."),
    answerNote: z.string(),
  })
  .meta({ id: "ChatMeeting" });
export type ChatMeeting = z.infer<typeof ChatMeetingSchema>;
