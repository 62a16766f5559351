import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { moveApplicationForMeeting } from "@/features/applications/board/board.service";
import { activeMembersOf } from "@/features/corporations/corporation-members.service";
import { notifyUsers, type NewNotification } from "@/features/notifications/notifications.service";
import type { RequestActor } from "@/platform/actor/actor";
import { actorOrThrow, foundOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import { notifyRoomEvent } from "../chat-events";
import { presentMessages } from "../chat-message-view";
import { countMessagesUpTo, findRoom, insertMessage, listMessages, type RoomRow } from "../chat-rooms.queries";
import { audienceOf, fileGuardFlags, ROOM_NOT_FOUND, roomScopeOf } from "../chat-rooms.service";
import type { ChatMessage } from "../chat.schemas";
import { GUARDED_OPENING_MESSAGES, messageGuardFlags } from "../message-guard";
import { answerMeeting, cancelOpenProposals, findMessageIdByClientKey, findRoomApplicationId, insertMeeting, lockMeeting, lockRoom } from "./chat-meeting.queries";
import type { AnswerMeetingBody, ProposeMeetingBody } from "./chat-meeting.schemas";
import { agreedMessageBody, agreedNotice, askOthersMessageBody, declinedNotice, proposalMessageBody, proposedNotice } from "./meeting-notices";
import { meetingTimeLabel, slotTimeIssues } from "./meeting-rules";

export const MEETING_NOT_FOUND = "商談の提案が見つかりませんでした。";
const OWN_PROPOSAL = "ご自身の側から出した提案には回答できません。相手からの返事をお待ちください。";
const ANSWERED: Record<string, string> = {
  agreed: "この提案はすでに日時が決まっています。",
  declined: "この提案にはすでに「別の日程を希望」と返事がありました。",
  cancelled: "この提案は新しい提案に置き換えられました。最新の提案からお選びください。",
};

type Viewer = { userId: number; isPro: boolean; name: string };

/**
 * The actor's room (anyone else's is 404) and which side of it they are on. Proposing and answering
 * reach the other side, so they wait for a verified address, like sending a message.
 */
async function roomOfViewer(db: Database, actor: RequestActor, roomId: number): Promise<{ viewer: Viewer; room: RoomRow }> {
  const signedIn = verifiedOrThrow(actorOrThrow(actor));
  const scope = roomScopeOf(signedIn);
  const room = foundOrThrow(await findRoom(db, scope, signedIn.userId, roomId), ROOM_NOT_FOUND);
  const isPro = "proUserId" in scope;
  return { viewer: { userId: signedIn.userId, isPro, name: isPro ? `${room.proName}さん` : room.corporationName }, room };
}

/** Tells the pro and every active member of the corporation, except the person who acted. */
async function notifyRoomPeople(tx: Database, room: RoomRow, notice: NewNotification, sides: { pro: boolean; corporation: boolean }, exceptUserId: number, now: Date) {
  const members = sides.corporation ? (await activeMembersOf(tx, room.corporationId)).map((m) => m.userId) : [];
  const recipients = [...(sides.pro ? [room.proUserId] : []), ...members].filter((userId) => userId !== exceptUserId);
  await notifyUsers(tx, recipients, notice, now);
}

async function presentOne(db: Database, messageId: number, room: RoomRow, actor: RequestActor): Promise<ChatMessage> {
  const rows = await listMessages(db, room.id, { beforeId: messageId + 1, afterId: messageId - 1, limit: 1 });
  const [message] = await presentMessages(db, rows, room, actorOrThrow(actor));
  return message!;
}

/**
 * POST /api/v2/project_chat_rooms/{id}/meetings: either side proposes 1–3 slots. Under a lock on the
 * room, a retry with the same client key answers the first proposal, and a new proposal replaces the
 * room's open one (cancelled), so the other side always answers the latest. The message carries it.
 */
export async function proposeMeeting(db: Database, actor: RequestActor, roomId: number, body: ProposeMeetingBody, now: Date): Promise<ChatMessage> {
  const { viewer, room } = await roomOfViewer(db, actor, roomId);
  const issues = slotTimeIssues(body.slots, now);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
  const messageBody = proposalMessageBody(body.slots.length, body.note);
  const isOpening = (await countMessagesUpTo(db, roomId, GUARDED_OPENING_MESSAGES)) < GUARDED_OPENING_MESSAGES;
  const messageId = await inTransaction(db, async (tx) => {
    await lockRoom(tx, roomId);
    const earlier = await findMessageIdByClientKey(tx, roomId, viewer.userId, body.clientKey);
    if (earlier !== undefined) return earlier;
    await cancelOpenProposals(tx, roomId);
    const slots = [...body.slots].sort((a, b) => a.getTime() - b.getTime());
    const meeting = { durationMinutes: body.durationMinutes, mode: body.mode, place: body.place, slots };
    const meetingId = await insertMeeting(tx, { roomId, proposerUserId: viewer.userId, ...meeting }, now);
    const flags = isOpening ? messageGuardFlags(body.note) : [];
    const sent = await insertMessage(tx, { roomId, senderUserId: viewer.userId, body: messageBody, clientKey: body.clientKey, guardFlags: flags, meetingId }, now);
    await fileGuardFlags(tx, sent.id, flags, now);
    const about = { roomId, applicationId: await findRoomApplicationId(tx, roomId), projectTitle: room.projectTitle };
    await notifyRoomPeople(tx, room, proposedNotice(about, viewer.name, meeting), { pro: !viewer.isPro, corporation: viewer.isPro }, viewer.userId, now);
    await notifyRoomEvent(tx, { type: "message", ...audienceOf(room), messageId: sent.id, senderUserId: viewer.userId });
    return sent.id;
  });
  return presentOne(db, messageId, room, actor);
}

/**
 * POST …/meetings/{meetingId}/answer: the other side picks a slot or asks for others. The meeting row
 * is locked, so of two members answering at once one wins and the other gets 409. A pick moves the
 * application from 未対応 to 商談調整中 (with its timeline entry) and tells both sides.
 */
export async function answerMeetingProposal(
  db: Database,
  actor: RequestActor,
  roomId: number,
  meetingId: number,
  body: AnswerMeetingBody,
  now: Date,
): Promise<ChatMessage> {
  const { viewer, room } = await roomOfViewer(db, actor, roomId);
  const messageId = await inTransaction(db, async (tx) => {
    const meeting = foundOrThrow(await lockMeeting(tx, roomId, meetingId), MEETING_NOT_FOUND);
    const proposedByPro = meeting.proposerUserId === room.proUserId;
    if (proposedByPro === viewer.isPro) throw new AppError("forbidden", OWN_PROPOSAL);
    if (meeting.status !== "proposed") throw new AppError("conflict", ANSWERED[meeting.status]);
    const about = { roomId, applicationId: meeting.applicationId, projectTitle: room.projectTitle };
    const sendMessage = async (text: string) =>
      (await insertMessage(tx, { roomId, senderUserId: viewer.userId, body: text, clientKey: `meeting-answer-${meetingId}`, guardFlags: [], meetingId }, now)).id;

    let sentId: number;
    if (body.pick !== undefined) {
      const pick = body.pick;
      if (!meeting.slots.some((slot) => slot.getTime() === pick.getTime())) {
        throw new AppError("validation_failed", undefined, { issues: [{ path: "pick", message: "提案された候補の中から日時を選んでください" }] });
      }
      await answerMeeting(tx, meetingId, { status: "agreed", startsAt: pick, userId: viewer.userId, note: "" }, now);
      sentId = await sendMessage(agreedMessageBody(pick, meeting.durationMinutes));
      if (meeting.applicationId !== null) {
        const note = `商談日時が決まりました（${meetingTimeLabel(pick, meeting.durationMinutes)}）`;
        await moveApplicationForMeeting(
          tx,
          { corporationId: room.corporationId, applicationId: meeting.applicationId, from: "applied", to: "in_talks", actorUserId: viewer.userId, note },
          now,
        );
      }
      await notifyRoomPeople(tx, room, agreedNotice(about, { ...meeting, startsAt: pick }), { pro: true, corporation: true }, viewer.userId, now);
    } else {
      await answerMeeting(tx, meetingId, { status: "declined", startsAt: null, userId: viewer.userId, note: body.note }, now);
      sentId = await sendMessage(askOthersMessageBody(body.note));
      await notifyRoomPeople(tx, room, declinedNotice(about, body.note), { pro: !viewer.isPro, corporation: viewer.isPro }, viewer.userId, now);
    }
    await notifyRoomEvent(tx, { type: "message", ...audienceOf(room), messageId: sentId, senderUserId: viewer.userId });
    return sentId;
  });
  return presentOne(db, messageId, room, actor);
}
