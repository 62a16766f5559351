import type { BoardCard } from "../board/board.schemas";

/** What a board card draws, and nothing more: the page sends it once per card, so it is kept small. */
export type BoardCardData = Pick<
  BoardCard,
  "id" | "status" | "messageExcerpt" | "desiredRateLabel" | "daysPerWeek" | "assignee" | "daysWaiting" | "isReplyLate" | "moves"
> & {
  pro: { userId: number; name: string; headline: string };
  projectTitle: string;
  chips: { tone: BoardCard["matchChips"][number]["tone"]; label: string }[];
};

export function toBoardCardData(card: BoardCard): BoardCardData {
  return {
    id: card.id,
    status: card.status,
    messageExcerpt: card.messageExcerpt,
    desiredRateLabel: card.desiredRateLabel,
    daysPerWeek: card.daysPerWeek,
    assignee: card.assignee,
    daysWaiting: card.daysWaiting,
    isReplyLate: card.isReplyLate,
    moves: card.moves,
    pro: { userId: card.pro.userId, name: card.pro.name, headline: card.pro.headline },
    projectTitle: card.project.title,
    chips: card.matchChips.map(({ tone, label }) => ({ tone, label })),
  };
}
