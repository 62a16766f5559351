import type { ApplicationStatus } from "../../schema";
import { HOUR_MS, type DemoLayout } from "./plan";
import type { SeededProjects } from "./projects";

export type PlannedApplication = {
  projectIndex: number;
  proIndex: number;
  status: ApplicationStatus;
  createdAt: number;
  /** The demo pro's conversation that must end with an unread message from the corporation */
  isDemoUnread?: boolean;
};

const STATUS_WEIGHTS = [
  ["applied", 35],
  ["in_talks", 25],
  ["meeting", 15],
  ["hired", 8],
  ["declined", 12],
  ["withdrawn", 5],
] as const;
const DEMO_APPLICANTS = 45;
const BOARD_STATUSES: readonly ApplicationStatus[] = ["applied", "in_talks", "meeting", "hired", "declined", "withdrawn"];
const UNANSWERED_SPREAD_MS = 12 * 24 * HOUR_MS;

/**
 * Who applied where: the demo pro's four applications (one with an unread reply), a few dozen
 * applicants on orderer@'s listings, and about one application for every three pros elsewhere.
 */
export function planApplications(layout: DemoLayout, projects: SeededProjects): PlannedApplication[] {
  const random = layout.random.fork("applications");
  const n = layout.projectCount;
  const reference = layout.referenceDate.getTime();
  const taken = new Set<number>();
  const planned: PlannedApplication[] = [];
  const add = (projectIndex: number, proIndex: number, status: ApplicationStatus, createdAt?: number, isDemoUnread?: boolean) => {
    const key = projectIndex * (layout.proCount + 1) + proIndex;
    if (taken.has(key)) return;
    taken.add(key);
    const from = projects.publishedAt[projectIndex]!;
    const until = Math.max(from, Math.min(projects.activeUntil[projectIndex]!, reference - HOUR_MS));
    // A 未対応 application is at most 12 days old: the reply deadline would have declined an older one
    // (decision 023), and some of a week or more show the board's late mark.
    const waiting = status === "applied" ? Math.max(from, reference - random.next() * UNANSWERED_SPREAD_MS - HOUR_MS) : undefined;
    planned.push({ projectIndex, proIndex, status, createdAt: createdAt ?? waiting ?? from + random.next() * (until - from), isDemoUnread });
  };
  const pickProject = () => {
    // Pros mostly apply to open listings; a closed one was applied to before it closed.
    const first = random.int(0, n - 1);
    return projects.isOpen[first] || random.chance(0.3) ? first : random.int(0, n - 1);
  };

  const demo = projects.demoCorporationProjects;
  // The demo pro's conversations need listings that were open a fortnight ago, so the talk fits.
  // With orderer@'s current corporation first, so both demo accounts see the same conversation.
  const settled = demo.filter((i) => projects.isOpen[i] && projects.publishedAt[i]! < reference - 14 * 24 * HOUR_MS);
  const settledOwn = settled.filter((i) => projects.corporationIndex[i] === 0);
  const [talking, met] = settledOwn.length >= 2 ? settledOwn : settled.length >= 2 ? settled : demo;
  if (talking !== undefined && met !== undefined) {
    add(talking, 0, "in_talks", Math.max(projects.publishedAt[talking]!, reference - 6 * 24 * HOUR_MS), true);
    add(met, 0, "meeting", Math.max(projects.publishedAt[met]!, reference - 12 * 24 * HOUR_MS));
  }
  if (n > 0) {
    add(pickProject(), 0, "applied");
    add(pickProject(), 0, "declined");
  }
  if (layout.proCount === 0 || n === 0) return planned;
  // orderer@'s current corporation shows a card in every column of its board, whatever the draw.
  const ownOpen = demo.filter((i) => projects.corporationIndex[i] === 0 && projects.isOpen[i]);
  for (const status of BOARD_STATUSES) {
    for (let k = 0; k < 2 && ownOpen.length > 0; k++) add(random.pick(ownOpen), random.int(1, layout.proCount), status);
  }
  for (let k = 0; k < DEMO_APPLICANTS && demo.length > 0; k++) {
    add(random.pick(demo), random.int(1, layout.proCount), random.weighted(STATUS_WEIGHTS));
  }
  const others = Math.round(layout.proCount * 0.35);
  for (let k = 0; k < others; k++) add(pickProject(), random.int(1, layout.proCount), random.weighted(STATUS_WEIGHTS));
  return planned;
}
