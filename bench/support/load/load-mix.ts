import { randomUUID } from "node:crypto";

import { validApplyBody } from "../../../tests/support/apply-body";
import type { Answer, Call, LoadClient } from "./load-client";
import type { LoadOrderer, LoadWorld } from "./load-world";

/** The issue's mix: what share of requests each kind of visit makes. */
export const LOAD_MIX = [
  { kind: "anonymous pages", share: 0.6 },
  { kind: "signed-in browsing", share: 0.15 },
  { kind: "likes", share: 0.1 },
  { kind: "chat", share: 0.1 },
  { kind: "applications and board", share: 0.05 },
] as const;
export type LoadKind = (typeof LOAD_MIX)[number]["kind"];

const FREE_WORDS = ["React", "TypeScript", "Go", "デザイナー", "リモート", "AWS", "Python", "PM", "Flutter", "データ分析", "Ruby", "インフラ"];
const LANDINGS = ["/required_skills/TypeScript", "/required_skills/React", "/required_skills/Go", "/professions/1", "/professions/2", "/remote_types/1"];
const CHAT_RETRIES = 5;

/** A sent chat message the app acknowledged (or, with `messageId` null, one it never did). */
export type SentMessage = { roomId: number; clientKey: string; messageId: number | null; startedAt: number };
type BoardCard = { id: number; status: "applied" | "in_talks" | "meeting"; busy: boolean };

/**
 * The load's visitors and members, and the ledger of every write the app acknowledged, so that a
 * run can check afterwards that none was lost or written twice (load-ledger.ts).
 */
export class LoadMix {
  readonly sentMessages: SentMessage[] = [];
  /** The like each (pro, project) should have after the run: the last acknowledged action. */
  readonly likes = new Map<string, boolean>();
  /** Acknowledged applications: id → the column its last acknowledged move put it in. */
  readonly applications = new Map<number, { proId: number; projectId: number; status: string }>();
  private readonly cards = new Map<number, BoardCard[]>();
  private readonly likeBusy = new Set<string>();
  private readonly applied = new Set<string>();
  private visitor = 0;

  constructor(
    private readonly client: LoadClient,
    private readonly world: LoadWorld,
    private readonly random: () => number = Math.random,
  ) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  kindAt(draw: number): LoadKind {
    let sum = 0;
    for (const { kind, share } of LOAD_MIX) if (draw < (sum += share)) return kind;
    return LOAD_MIX[0].kind;
  }

  /** One visit of this kind; the answer's status says whether it went through. */
  run(kind: LoadKind): Promise<Answer> {
    switch (kind) {
      case "anonymous pages":
        return this.anonymousPage();
      case "signed-in browsing":
        return this.memberPage();
      case "likes":
        return this.like();
      case "chat":
        return this.random() < 0.7 ? this.sendChatMessage() : this.readChatRoom();
      case "applications and board":
        return this.random() < 0.5 ? this.apply() : this.moveCard();
    }
  }

  private anonymousPage(): Promise<Answer> {
    const ip = `198.18.${(this.visitor >> 8) & 255}.${this.visitor++ & 255}`;
    const draw = this.random();
    let path: string;
    if (draw < 0.3) path = `/top/projects?search_project%5Bfree_word%5D=${encodeURIComponent(this.pick(FREE_WORDS))}${this.random() < 0.3 ? "&page=2" : ""}`;
    else if (draw < 0.5) path = `/top/projects${this.random() < 0.5 ? "" : `?page=${1 + Math.floor(this.random() * 5)}`}`;
    else if (draw < 0.85) path = `/top/projects/${this.pick(this.world.openProjectIds)}`;
    else if (draw < 0.93) path = this.pick(LANDINGS);
    else path = "/";
    return this.client.send({ path, ip });
  }

  private memberPage(): Promise<Answer> {
    if (this.random() < 0.7) {
      const pro = this.pick(this.world.pros);
      const paths = [
        "/top/projects",
        `/top/projects/${this.pick(this.world.openProjectIds)}`,
        "/mypage/accept/projects",
        "/project_chat_rooms",
        "/api/v2/project_chat_rooms",
      ];
      return this.client.send({ path: this.pick(paths), member: pro });
    }
    const orderer = this.pick(this.world.orderers);
    return this.client.send({ path: this.pick(["/mypage/order/applies", "/mypage/order/projects", "/api/v2/current_corporation/applications"]), member: orderer });
  }

  private async like(): Promise<Answer> {
    const pro = this.pick(this.world.pros);
    const projectId = this.pick(this.world.openProjectIds);
    const key = `${pro.userId}:${projectId}`;
    // One action at a time per like, so the ledger knows which one was last: a busy one is read instead.
    if (this.likeBusy.has(key)) return this.client.send({ path: "/api/v2/me/project_likes", member: pro });
    this.likeBusy.add(key);
    const liked = !(this.likes.get(key) ?? false);
    try {
      const answer = await this.client.send({ path: `/api/v2/projects/${projectId}/project_like`, method: liked ? "POST" : "DELETE", member: pro });
      if (answer.status >= 200 && answer.status < 300) this.likes.set(key, liked);
      return answer;
    } finally {
      this.likeBusy.delete(key);
    }
  }

  /**
   * A chat message as the page sends it: one client key for every try, and tries again on a network
   * failure or a 5xx (the page's outbox does the same), so a message is written once or not at all.
   */
  private async sendChatMessage(): Promise<Answer> {
    const pro = this.pick(this.world.pros);
    const sender = this.random() < 0.5 ? pro : this.world.orderers.find((o) => o.roomIds.includes(pro.roomId))!;
    const sent: SentMessage = { roomId: pro.roomId, clientKey: randomUUID(), messageId: null, startedAt: Date.now() };
    this.sentMessages.push(sent);
    const call: Call = {
      path: `/api/v2/project_chat_rooms/${pro.roomId}/messages`,
      method: "POST",
      member: sender,
      body: { body: `負荷試験のメッセージです（${sent.clientKey.slice(0, 8)}）`, clientKey: sent.clientKey },
    };
    let answer = await this.client.send(call);
    for (let retry = 0; retry < CHAT_RETRIES && (answer.status === 0 || answer.status >= 500); retry++) {
      await new Promise((resolve) => setTimeout(resolve, 300 * (retry + 1)));
      answer = await this.client.send(call);
    }
    if (answer.status >= 200 && answer.status < 300) sent.messageId = (JSON.parse(answer.body) as { id: number }).id;
    return answer;
  }

  private readChatRoom(): Promise<Answer> {
    const pro = this.pick(this.world.pros);
    return this.client.send({ path: `/api/v2/project_chat_rooms/${pro.roomId}`, member: pro });
  }

  private async apply(): Promise<Answer> {
    const pro = this.pick(this.world.pros);
    const orderer = this.pick(this.world.orderers);
    const projectId = this.pick(orderer.projectIds);
    const key = `${pro.userId}:${projectId}`;
    if (this.applied.has(key)) return this.moveCard();
    this.applied.add(key);
    const answer = await this.client.send({ path: `/api/v2/projects/${projectId}/applications`, method: "POST", member: pro, body: validApplyBody() });
    if (answer.status === 201 || answer.status === 200) {
      const application = JSON.parse(answer.body) as { id: number };
      this.applications.set(application.id, { proId: pro.userId, projectId, status: "applied" });
      this.cardsOf(orderer).push({ id: application.id, status: "applied", busy: false });
    } else if (answer.status !== 409) this.applied.delete(key);
    return answer;
  }

  private cardsOf(orderer: LoadOrderer): BoardCard[] {
    let cards = this.cards.get(orderer.corporationId);
    if (!cards) this.cards.set(orderer.corporationId, (cards = []));
    return cards;
  }

  /** 未対応 → 商談調整中 → 商談済 → back to 商談調整中: moves that never end a card, one at a time per card. */
  private async moveCard(): Promise<Answer> {
    const orderer = this.pick(this.world.orderers);
    const card = this.cardsOf(orderer).find((c) => !c.busy && this.random() < 0.5) ?? this.cardsOf(orderer).find((c) => !c.busy);
    if (!card) return this.client.send({ path: "/api/v2/current_corporation/applications", member: orderer });
    const to = card.status === "applied" ? "in_talks" : card.status === "in_talks" ? "meeting" : "in_talks";
    card.busy = true;
    try {
      const answer = await this.client.send({ path: `/api/v2/current_corporation/applications/${card.id}/moves`, method: "POST", member: orderer, body: { to } });
      if (answer.status === 200) {
        card.status = to;
        this.applications.get(card.id)!.status = to;
      }
      return answer;
    } finally {
      card.busy = false;
    }
  }
}
