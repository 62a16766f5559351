/**
 * Which successful API writes empty the shared cache of public pages (decision 031).
 *
 * Every write does, except those listed here: they change nothing a visitor reads, or only a
 * counter that may lag by the cache's lifetime (likes). The list errs one way on purpose: a write
 * forgotten here only empties the cache more often, never leaves a visitor a stale page.
 */
const WRITES_VISITORS_DO_NOT_SEE = [
  // Signing in and out, and one's own account, mail and sessions
  /^\/api\/v2\/sessions(\/current|\/two_factor)?$/,
  /^\/logout$/,
  /^\/api\/v2\/me\/(sessions(\/[^/]+)?|password|password_confirmation|two_factor(\/setup|\/disable)?|email_change|email_verification|notice_mail_settings|data_exports|notifications\/read)$/,
  /^\/api\/v2\/(email_changes|email_verifications|password_resets(\/complete)?|mail\/unsubscribe|announcement_reads)$/,
  // Conversations, applications, scouts and the board: between the two sides only
  /^\/api\/v2\/project_chat_rooms\/\d+\//,
  /^\/api\/v2\/projects\/\d+\/(applications|project_like)$/,
  /^\/api\/v2\/me\/(applications|scouts)\/\d+\/\w+$/,
  /^\/api\/v2\/pros\/\d+\/(scouts|scout_checks)$/,
  /^\/api\/v2\/current_corporation\/(applications|invitations)(\/|$)/,
  // Drafts and requests are not public until published (publishing is not in this list)
  /^\/api\/v2\/project_drafts(\/\d+)?$/,
  /^\/api\/v2\/project_requests(\/\d+)?$/,
  // Inquiries, reports, and the console's private records
  /^\/api\/v2\/(contact_inquiries|reports)$/,
  /^\/api\/v2\/admin\/(password_confirmation|session_termination|inquiries\/.*|mails\/.*|users\/\d+\/(session_termination|two_factor_removal))$/,
  /^\/api\/v2\/admin\/project_requests\/\d+(\/(review|rejection))?$/,
];

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether an API request that succeeded with `status` may have changed a public page. */
export function mayChangePublicPages(method: string | undefined, url: string | undefined, status: number): boolean {
  if (READ_METHODS.has(method ?? "GET") || status >= 400) return false;
  const path = (url ?? "/").split("?", 1)[0]!;
  return !WRITES_VISITORS_DO_NOT_SEE.some((pattern) => pattern.test(path));
}
