import { z } from "zod";

import { MEETING_MODES, MEETING_STATUSES } from "@/db/schema";
import { multiLine } from "@/lib/form-fields";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

import { isOnSlotStep, MEETING_MAX_SLOTS, MEETING_NOTE_MAX, MEETING_SLOT_STEP_MINUTES, parseJstDateTime, placeIssue } from "./meeting-rules";

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
    endsAt: JstDateTimeSchema.nullable().describe("The agreed slot's end."),
    isProposedByViewer: z.boolean().describe("The proposer's own side cannot pick; the other side can."),
    answerNote: z.string(),
    calendarTitle: z.string().describe("「商談: <project>（<the other side>）」, for the calendar links."),
    icsPath: z.string().nullable().describe("The agreed meeting's .ics download; null until agreed."),
  })
  .meta({ id: "ChatMeeting" });
export type ChatMeeting = z.infer<typeof ChatMeetingSchema>;

const UNREADABLE = "内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください";
const SLOT_MESSAGE = "日付と時刻を選んでください";

/** A slot as the form sends it (`2026-11-28T14:00`, Japan time) or as the API answers it (with +09:00). */
const SlotSchema = z
  .string({ message: SLOT_MESSAGE })
  .refine((text) => parseJstDateTime(text) !== null, { message: SLOT_MESSAGE })
  .transform((text) => parseJstDateTime(text) ?? new Date(NaN))
  .meta({ description: 'A date-time in Japan time: "2026-11-28T14:00" or "2026-11-28T14:00:00+09:00".' });

/** POST …/meetings: 1–3 distinct slots, 30 or 60 minutes, online (optional https link) or on site (an address). */
export const ProposeMeetingBodySchema = z
  .object(
    {
      slots: z
        .array(SlotSchema, { message: SLOT_MESSAGE })
        .min(1, { message: "候補日時を1件以上入力してください" })
        .max(MEETING_MAX_SLOTS, { message: `候補日時は${MEETING_MAX_SLOTS}件までです` }),
      durationMinutes: z.union([z.literal(30), z.literal(60)], { message: "商談の長さは30分か60分を選んでください" }),
      mode: z.enum(MEETING_MODES, { message: "オンラインか対面かを選んでください" }),
      place: z.string({ message: UNREADABLE }).trim().default(""),
      note: multiLine(MEETING_NOTE_MAX).default(""),
      clientKey: z.string({ message: UNREADABLE }).regex(/^[A-Za-z0-9-]{8,64}$/, { message: UNREADABLE }),
    },
    { message: UNREADABLE },
  )
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    // Zod still runs this after a field failed: a slot that did not parse is left as the text it was.
    body.slots.forEach((slot: Date | string, i) => {
      if (!(slot instanceof Date) || Number.isNaN(slot.getTime())) return;
      if (!isOnSlotStep(slot)) ctx.addIssue({ code: "custom", path: ["slots", i], message: `時刻は${MEETING_SLOT_STEP_MINUTES}分単位で選んでください` });
      else if (seen.has(slot.getTime())) ctx.addIssue({ code: "custom", path: ["slots", i], message: "同じ日時が重なっています。別の日時を選んでください" });
      seen.add(slot.getTime());
    });
    const issue = typeof body.place === "string" ? placeIssue(body.mode, body.place) : null;
    if (issue) ctx.addIssue({ code: "custom", path: ["place"], message: issue });
  })
  .meta({ id: "ProposeMeetingBody" });
export type ProposeMeetingBody = z.infer<typeof ProposeMeetingBodySchema>;

/** POST …/meetings/{meetingId}/answer: one of the proposed slots, or 「別の日程を希望」 with words. */
export const AnswerMeetingBodySchema = z
  .object(
    {
      pick: SlotSchema.optional(),
      askOthers: z.literal(true, { message: UNREADABLE }).optional(),
      note: multiLine(MEETING_NOTE_MAX).default(""),
    },
    { message: UNREADABLE },
  )
  .superRefine((body, ctx) => {
    if ((body.pick === undefined) === (body.askOthers === undefined)) {
      ctx.addIssue({ code: "custom", path: ["pick"], message: "候補から日時を選ぶか、「別の日程を希望」を選んでください" });
    }
  })
  .meta({ id: "AnswerMeetingBody" });
export type AnswerMeetingBody = z.infer<typeof AnswerMeetingBodySchema>;
