import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, pathIdOr404 } from "@/platform/validation";

import { ROOM_NOT_FOUND } from "../chat-rooms.service";
import { AnswerMeetingBodySchema, ProposeMeetingBodySchema } from "./chat-meeting.schemas";
import { CHAT_MEETINGS_API } from "./chat-meetings.contract";
import { answerMeetingProposal, MEETING_NOT_FOUND, proposeMeeting } from "./chat-meetings.service";
import { getMeetingIcs } from "./meeting-reads.service";

export const chatMeetingRoutes = serveContract(CHAT_MEETINGS_API, {
  // POST /api/v2/project_chat_rooms/{id}/meetings – propose up to three slots
  propose: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const body = await parseJsonBody(c, ProposeMeetingBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, CHAT_MEETINGS_API.propose, 201, await proposeMeeting(db, c.var.actor, id, body, now()));
  },
  // POST /api/v2/project_chat_rooms/{id}/meetings/{meetingId}/answer – pick a slot or ask for others
  answer: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const meetingId = pathIdOr404(c.req.param("meetingId"), MEETING_NOT_FOUND);
    const body = await parseJsonBody(c, AnswerMeetingBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, CHAT_MEETINGS_API.answer, 200, await answerMeetingProposal(db, c.var.actor, id, meetingId, body, now()));
  },
  // GET /api/v2/project_chat_rooms/{id}/meetings/{meetingId}/meeting.ics – the agreed meeting for a calendar app
  ics: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const meetingId = pathIdOr404(c.req.param("meetingId"), MEETING_NOT_FOUND);
    const { db, siteOrigin } = c.var.deps;
    const calendar = await getMeetingIcs(db, c.var.actor, id, meetingId, siteOrigin);
    c.header("Content-Disposition", 'attachment; filename="meeting.ics"');
    c.header("Cache-Control", "private, no-store");
    return c.body(calendar, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  },
});
