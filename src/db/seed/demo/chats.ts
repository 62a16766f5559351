import { composeApplicationMessage, composeChatScript, composeFollowUp, type ChatContext } from "./content-chat";
import type { SeededCorporation, SeededPros } from "./accounts";
import type { PlannedApplication } from "./application-plan";
import { BulkInserter, createProgress, type RawExecutor } from "./bulk";
import type { ApplicationStatus } from "../../schema";
import { type DemoLayout, iso } from "./plan";
import type { SeededProjects } from "./projects";

const MINUTE_MS = 60_000;

/** The board moves from 未対応 to each status (decision 023), for a seeded card's timeline. */
const TIMELINE_STEPS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: [],
  in_talks: ["in_talks"],
  meeting: ["in_talks", "meeting"],
  hired: ["in_talks", "meeting", "hired"],
  declined: ["declined"],
  withdrawn: ["withdrawn"],
};

/**
 * Writes applications, and for those a corporation answered, a chat room with its messages and
 * each person's read mark. Some rooms are left unread on either side, as in real use.
 */
export async function seedApplicationsAndChats(
  exec: RawExecutor,
  layout: DemoLayout,
  planned: readonly PlannedApplication[],
  projects: SeededProjects,
  corporations: readonly SeededCorporation[],
  pros: SeededPros,
): Promise<{ applications: number; rooms: number; messages: number }> {
  const random = layout.random.fork("chats");
  const latest = layout.referenceDate.getTime() - 10 * MINUTE_MS;
  const applications = new BulkInserter(
    exec,
    "applications",
    [
      ["id", "int"],
      ["project_id", "int"],
      ["pro_user_id", "int"],
      ["status", "text"],
      ["message", "text"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
      ["status_changed_at", "timestamptz"],
    ],
    5_000,
  );
  const rooms = new BulkInserter(
    exec,
    "chat_rooms",
    [
      ["id", "int"],
      ["project_id", "int"],
      ["corporation_id", "int"],
      ["pro_user_id", "int"],
      ["application_id", "int"],
      ["last_message_at", "timestamptz"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    5_000,
    { after: applications },
  );
  const messages = new BulkInserter(
    exec,
    "chat_messages",
    [
      ["room_id", "int"],
      ["sender_user_id", "int"],
      ["body", "text"],
      ["created_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false, after: rooms },
  );
  const reads = new BulkInserter(
    exec,
    "chat_room_reads",
    [
      ["room_id", "int"],
      ["user_id", "int"],
      ["last_read_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false, after: rooms },
  );
  const events = new BulkInserter(
    exec,
    "application_events",
    [
      ["application_id", "int"],
      ["actor_user_id", "int"],
      ["from_status", "text"],
      ["to_status", "text"],
      ["created_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false, after: applications },
  );
  const progress = createProgress("applications", planned.length, layout.onProgress);
  let roomCount = 0;
  let messageCount = 0;

  for (let k = 0; k < planned.length; k++) {
    const application = planned[k]!;
    const applicationId = layout.baseApplicationId + k + 1;
    const c = projects.corporationIndex[application.projectIndex]!;
    const context: ChatContext = {
      proLastName: pros.lastNames[application.proIndex]!,
      corporationName: corporations[c]!.name,
      days: pros.days[application.proIndex]!,
      years: pros.years[application.proIndex]!,
    };
    const proUserId = layout.proUserId(application.proIndex);
    // orderer@ owns corporation 0 and answers its applicants; elsewhere the corporation's own orderer does.
    const corporationUserId = c === 0 ? layout.demoUserId.orderer : layout.ordererUserId(c);
    const message = composeApplicationMessage(random, context);
    const hasRoom = application.status !== "applied" || random.chance(0.3);
    const script = hasRoom ? composeChatScript(random, application.status, context) : [];
    if (application.isDemoUnread) script.push(composeFollowUp(context));

    // Lay the script out in time; lines that would fall after "now" are not said yet.
    const times: number[] = [];
    let t = application.createdAt;
    for (const line of script) {
      t += line.afterHours * 3_600_000 + random.int(0, 50) * MINUTE_MS;
      if (t > latest) break;
      times.push(t);
    }
    const said = script.slice(0, times.length);
    const lastAt = times.at(-1);
    await applications.push([
      applicationId,
      layout.projectId(application.projectIndex),
      proUserId,
      application.status,
      message,
      iso(application.createdAt),
      iso(lastAt ?? application.createdAt),
      iso(lastAt ?? application.createdAt),
    ]);
    // The card's timeline: applied, then each step to where it stands, spread up to its last change.
    const steps = TIMELINE_STEPS[application.status];
    const endAt = lastAt ?? application.createdAt;
    await events.push([applicationId, proUserId, null, "applied", iso(application.createdAt)]);
    for (let s = 0; s < steps.length; s++) {
      const at = application.createdAt + ((endAt - application.createdAt) * (s + 1)) / steps.length;
      await events.push([applicationId, steps[s] === "withdrawn" ? proUserId : corporationUserId, s === 0 ? "applied" : steps[s - 1]!, steps[s]!, iso(at)]);
    }
    if (lastAt === undefined) continue;

    const roomId = layout.baseChatRoomId + ++roomCount;
    await rooms.push([roomId, layout.projectId(application.projectIndex), layout.corporationId(c), proUserId, applicationId, iso(lastAt), iso(times[0]!), iso(lastAt)]);
    for (let m = 0; m < said.length; m++) {
      await messages.push([roomId, said[m]!.from === "pro" ? proUserId : corporationUserId, said[m]!.body, iso(times[m]!)]);
    }
    messageCount += said.length;

    // Read marks are per person: the pro, and each member of the corporation separately.
    const lastOwnAt = (side: "pro" | "corporation") => {
      for (let m = said.length - 1; m >= 0; m--) if (said[m]!.from === side) return times[m];
      return undefined;
    };
    const markRead = async (userId: number, side: "pro" | "corporation", isSender: boolean, forceUnread: boolean) => {
      const lastFromSelf = said.at(-1)!.from === side && isSender;
      const readAt = !forceUnread && (lastFromSelf || random.chance(0.7)) ? lastAt : lastOwnAt(side);
      if (readAt !== undefined) await reads.push([roomId, userId, iso(readAt)]);
    };
    await markRead(proUserId, "pro", true, application.isDemoUnread === true);
    await markRead(corporationUserId, "corporation", true, false);
    if (c < 3) {
      // Colleagues of orderer@'s corporations keep their own marks.
      const colleague = c === 0 ? layout.ordererUserId(0) : layout.demoUserId.orderer;
      await markRead(colleague, "corporation", false, false);
    }
    if ((k & 1023) === 0) progress.tick(k);
  }
  await applications.finish();
  await rooms.finish();
  await messages.finish();
  await reads.finish();
  await events.finish();
  progress.done(planned.length);
  layout.onProgress?.(`chat: ${roomCount.toLocaleString("en-US")} rooms, ${messageCount.toLocaleString("en-US")} messages`);
  return { applications: planned.length, rooms: roomCount, messages: messageCount };
}
