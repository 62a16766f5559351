import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ChatMessageSchema } from "../chat.schemas";
import { AnswerMeetingBodySchema, ProposeMeetingBodySchema } from "./chat-meeting.schemas";

const TAGS = ["Messages"] as const;
const RoomParams = z.object({ id: z.string() });
const MeetingParams = z.object({ id: z.string(), meetingId: z.string() });
const ACCESS = "Only the room's pro and the members of its corporation; anyone else's room is 404, an account with no rooms 403.";

/** Meetings arranged in a conversation (issue 16): propose slots, answer, and put the agreed one in a calendar. */
export const CHAT_MEETINGS_API = {
  propose: defineRoute({
    operationId: "proposeChatMeeting",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/meetings",
    pathPatterns: { id: "[0-9]+" },
    summary: "Propose up to three meeting slots (Japan time, 30 or 60 minutes, online or on site)",
    description: `Slots are distinct, in the future, on 5-minute marks and within 90 days. On site needs an address; online may carry an https link. A new proposal replaces the room's open one (cancelled). Idempotent by \`clientKey\`. 403 until the e-mail address is verified. ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: RoomParams, body: ProposeMeetingBodySchema },
    responses: { 201: { description: "The proposal's message, carrying the meeting.", schema: ChatMessageSchema } },
    errors: [403, 404, 422],
  }),
  answer: defineRoute({
    operationId: "answerChatMeeting",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/meetings/{meetingId}/answer",
    pathPatterns: { id: "[0-9]+", meetingId: "[0-9]+" },
    summary: "Pick one of the proposed slots, or ask for other dates",
    description: `\`{ pick }\` agrees on a slot (the application moves from 未対応 to 商談調整中); \`{ askOthers: true, note }\` declines the proposal. Only the side that did not propose (403 for the proposer's side); only while the proposal is open (409). ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: MeetingParams, body: AnswerMeetingBodySchema },
    responses: { 200: { description: "The answer's message, carrying the meeting's new state.", schema: ChatMessageSchema } },
    errors: [403, 404, 409, 422],
  }),
  ics: defineRoute({
    operationId: "downloadChatMeetingIcs",
    method: "get",
    path: "/api/v2/project_chat_rooms/{id}/meetings/{meetingId}/meeting.ics",
    pathPatterns: { id: "[0-9]+", meetingId: "[0-9]+" },
    summary: "The agreed meeting as an iCalendar file (RFC 5545)",
    description: `text/calendar with the meeting link and a reminder 30 minutes before. Only agreed meetings (404 otherwise). ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: MeetingParams },
    responses: {
      200: {
        description: "The calendar file (text/calendar; charset=utf-8).",
        headers: { "Content-Disposition": 'attachment; filename="meeting.ics"' },
      },
    },
    errors: [403, 404],
  }),
};
