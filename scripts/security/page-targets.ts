/**
 * Issue 19: the pages whose address carries input — a path segment or query parameters — for sqlmap.
 * The search pages' parameters come from the search definitions themselves, so a new condition is
 * scanned without editing this file; the other pages' parameters are the ones each page.tsx reads
 * (grep `searchParams` under src/app). `{name}` in a path is a path parameter, resolved like the API's.
 */
import { PROJECT_SEARCH } from "@/features/projects/project-search.definition";
import { PRO_SEARCH } from "@/features/pros/search/pro-search.definition";

export type PageAccess = "public" | "member" | "operator";
export type PageTarget = { path: string; query: [string, string][]; access: PageAccess };

type SearchDefinition = { groups: Record<string, { kind: string; parameter: string }>; sort: { parameter: string } };

/** Choices whose keys are not ids (the rest take "1", which every id-keyed catalog has). */
const CHOICE_SAMPLES: Record<string, string> = { remoteType: "full_remote", contractType: "outsourcing", area: "13", specialPage: "high-paying" };

/** Every condition of a search with a value a real search uses, the sort and the page. */
function searchQuery(definition: SearchDefinition): [string, string][] {
  const pairs = Object.entries(definition.groups).map(([name, group]): [string, string] => [
    group.parameter,
    group.kind === "freeWord" ? "React" : group.kind === "flag" ? "true" : (CHOICE_SAMPLES[name] ?? "1"),
  ]);
  return [...pairs, [definition.sort.parameter, "1"], ["page", "1"]];
}

const PROJECT_QUERY = searchQuery(PROJECT_SEARCH);
const PRO_QUERY = searchQuery(PRO_SEARCH);
const PAGE: [string, string][] = [["page", "1"]];
const TOKEN: [string, string][] = [["token", "scan-token"]];

export const PAGE_TARGETS: PageTarget[] = [
  // Public search pages and their landings (the landing segment is a path parameter too).
  { path: "/top/projects", query: PROJECT_QUERY, access: "public" },
  { path: "/required_skills/{segment}", query: PROJECT_QUERY, access: "public" },
  { path: "/professions/{segment}", query: PROJECT_QUERY, access: "public" },
  { path: "/remote_types/{segment}", query: PROJECT_QUERY, access: "public" },
  { path: "/tags/{segment}", query: PROJECT_QUERY, access: "public" },
  { path: "/special_projects_pages/{segment}", query: PROJECT_QUERY, access: "public" },
  { path: "/top/pros", query: PRO_QUERY, access: "public" },
  { path: "/top/pros/required_skills/{segment}", query: PRO_QUERY, access: "public" },
  { path: "/top/pros/professions/{segment}", query: PRO_QUERY, access: "public" },
  // Public pages with an id or a query.
  { path: "/projects/{id}", query: [], access: "public" },
  { path: "/top/projects/{id}", query: [], access: "public" },
  { path: "/top/pros/{id}", query: [], access: "public" },
  { path: "/corporations/{id}", query: [], access: "public" },
  { path: "/news", query: [["category", "press"], ...PAGE], access: "public" },
  { path: "/news/{id}", query: [], access: "public" },
  {
    path: "/login",
    query: [
      ["next", "/mypage/config"],
      ["notice", "reset"],
    ],
    access: "public",
  },
  { path: "/signup/pro", query: [["next", "/top/projects"]], access: "public" },
  { path: "/signup/orderer", query: [["next", "/top/projects"], ...TOKEN], access: "public" },
  { path: "/signup/welcome", query: [["next", "/top/projects"]], access: "public" },
  { path: "/password_resets/edit", query: TOKEN, access: "public" },
  { path: "/email_verification", query: TOKEN, access: "public" },
  { path: "/email_change", query: TOKEN, access: "public" },
  { path: "/corporation_invitations/accept", query: TOKEN, access: "public" },
  {
    path: "/mail/unsubscribe",
    query: [
      ["u", "1"],
      ["c", "scout"],
      ["t", "scan-signature"],
    ],
    access: "public",
  },
  // Member pages.
  { path: "/mypage/accept/projects", query: [["tab", "applications"], ...PAGE], access: "member" },
  { path: "/mypage/notifications", query: PAGE, access: "member" },
  { path: "/announcements", query: PAGE, access: "member" },
  { path: "/project_chat_rooms", query: [["unread", "1"], ["projectId", "1"], ["q", "a"], ...PAGE], access: "member" },
  { path: "/project_chat_rooms/{id}", query: [["unread", "1"], ["projectId", "1"], ["q", "a"], ...PAGE], access: "member" },
  { path: "/project_requests/{id}", query: [], access: "member" },
  { path: "/projects/{id}/apply", query: [], access: "member" },
  { path: "/projects/{id}/edit", query: [], access: "member" },
  { path: "/projects/new", query: [["draft", "1"]], access: "member" },
  { path: "/mypage/order/projects", query: [["status", "opened"], ["sort", "updated"], ...PAGE], access: "member" },
  { path: "/mypage/order/applies", query: [["project_id", "1"], ["assignee_id", "1"], ["q", "a"], ["status", "unhandled"], ...PAGE], access: "member" },
  { path: "/mypage/order/scouts", query: [["status", "waiting"], ...PAGE], access: "member" },
  { path: "/mypage/order/scouts/new", query: [["pro_id", "1"]], access: "member" },
  { path: "/dev/mailbox", query: PAGE, access: "member" },
  // Operator console.
  { path: "/admin/mails", query: [["status", "sent"], ["to", "pro@example.com"], ["subject", "a"], ...PAGE], access: "operator" },
  { path: "/admin/projects", query: [["q", "a"], ["status", "opened"], ["corporationId", "1"], ...PAGE], access: "operator" },
  { path: "/admin/users", query: [["q", "a"], ["role", "pro"], ["state", "active"], ...PAGE], access: "operator" },
  { path: "/admin/corporations", query: [["q", "a"], ["plan", "free"], ...PAGE], access: "operator" },
  { path: "/admin/news", query: PAGE, access: "operator" },
  { path: "/admin/project_requests", query: [["tab", "pending"], ...PAGE], access: "operator" },
  { path: "/admin/announcements", query: PAGE, access: "operator" },
  { path: "/admin/reports", query: [["tab", "open"], ...PAGE], access: "operator" },
  { path: "/admin/inquiries", query: [["tab", "open"], ...PAGE], access: "operator" },
  {
    path: "/admin/audit_logs",
    query: [
      ["action", "user.suspend"],
      ["targetType", "user"],
      ["targetId", "1"],
      ["operatorId", "1"],
      ["before", "1000"],
    ],
    access: "operator",
  },
  { path: "/admin/users/{id}", query: [], access: "operator" },
  { path: "/admin/corporations/{id}", query: [], access: "operator" },
  { path: "/admin/reports/{id}", query: [], access: "operator" },
  { path: "/admin/inquiries/{id}", query: [], access: "operator" },
  { path: "/admin/mails/{id}", query: [], access: "operator" },
  { path: "/admin/project_requests/{id}", query: [], access: "operator" },
  { path: "/admin/projects/{id}/edit", query: [], access: "operator" },
  { path: "/admin/news/{id}/edit", query: [], access: "operator" },
  { path: "/admin/announcements/{id}/edit", query: [], access: "operator" },
];
