/**
 * Issue 19's route families: every write route of the OpenAPI document belongs to exactly one, or is
 * listed in COVERED_ELSEWHERE with the reason (tests/property/write-route-coverage.prop.test.ts).
 * Routes are written as the document names them ("POST /api/v2/x/{id}").
 */
export type RouteFamily = {
  /** The family's test file: tests/property/<key>.prop.test.ts. */
  key: string;
  name: string;
  /** fast-check's seed for the family, fixed so that CI runs the same payloads each time. */
  seed: number;
  routes: string[];
  /**
   * Tables an accepted request of the family may write (its own rows and their side effects:
   * events, notifications, queued mail and jobs). A write anywhere else fails the family.
   */
  acceptedWrites: string[];
  /** Tables a refused request may still write beyond ANY_REFUSAL_MAY_WRITE, each with the reason it is not a partial write. */
  refusalWrites?: Record<string, string>;
};

/**
 * What any refused request may write, in every family: rate limits count attempts, refused ones
 * included, so a counter row is the point of the refusal, not a leftover (decision 004).
 */
export const ANY_REFUSAL_MAY_WRITE: Record<string, string> = { rate_limit_counters: "rate limits count every attempt, refused ones too (decision 004)" };

export const ROUTE_FAMILIES: RouteFamily[] = [
  {
    key: "auth",
    name: "auth: sign-up, login, logout, password, password reset and e-mail links",
    seed: 1901,
    routes: [
      "DELETE /logout",
      "POST /logout",
      "POST /api/v2/users",
      "POST /api/v2/sessions",
      "POST /api/v2/sessions/two_factor",
      "DELETE /api/v2/sessions/current",
      "PATCH /api/v2/me/password",
      "POST /api/v2/password_resets",
      "POST /api/v2/password_resets/complete",
      "POST /api/v2/email_verifications",
      "POST /api/v2/me/email_verification",
      "POST /api/v2/me/email_change",
      "POST /api/v2/email_changes",
      "POST /api/v2/mail/unsubscribe",
    ],
    acceptedWrites: ["sessions", "login_events", "users", "pro_profiles", "account_tokens", "email_outbox", "jobs", "notice_mail_opt_outs"],
  },
  {
    key: "account-settings",
    name: "account settings and the pro profile",
    seed: 1902,
    routes: [
      "PATCH /api/v2/me/name",
      "PUT /api/v2/me/notice_mail_settings",
      "DELETE /api/v2/me/sessions",
      "DELETE /api/v2/me/sessions/{sessionId}",
      "POST /api/v2/me/password_confirmation",
      "POST /api/v2/me/two_factor/setup",
      "POST /api/v2/me/two_factor",
      "POST /api/v2/me/two_factor/disable",
      "POST /api/v2/me/withdrawal",
      "POST /api/v2/me/data_exports",
      "POST /api/v2/me/avatar",
      "DELETE /api/v2/me/avatar",
      "PUT /api/v2/me/pro_profile",
      "PATCH /api/v2/me/pro_info/intention_changing_job",
      "POST /api/v2/me/employer_shields",
      "DELETE /api/v2/me/employer_shields/{id}",
    ],
    acceptedWrites: [
      "users",
      "sessions",
      "two_factor_credentials",
      "two_factor_recovery_codes",
      "notice_mail_opt_outs",
      "data_exports",
      "jobs",
      "email_outbox",
      "pro_profiles",
      "pro_skills",
      "pro_work_histories",
      "pro_portfolio_links",
      "pro_employer_shields",
    ],
  },
  {
    key: "corporations",
    name: "corporations and members",
    seed: 1903,
    routes: [
      "PATCH /api/v2/current_corporations/{id}",
      "PUT /api/v2/current_corporation",
      "POST /api/v2/current_corporation/logo",
      "DELETE /api/v2/current_corporation/logo",
      "PATCH /api/v2/current_corporation/members/{userId}",
      "DELETE /api/v2/current_corporation/members/{userId}",
      "POST /api/v2/current_corporation/invitations",
      "DELETE /api/v2/current_corporation/invitations/{id}",
      "POST /api/v2/corporation_invitations/accept",
    ],
    acceptedWrites: ["corporations", "corporation_memberships", "corporation_invitations", "users", "email_outbox"],
  },
  {
    key: "project-posting",
    name: "project posting and project requests",
    seed: 1904,
    routes: [
      "POST /api/v2/project_drafts",
      "PUT /api/v2/project_drafts/{id}",
      "DELETE /api/v2/project_drafts/{id}",
      "POST /api/v2/project_drafts/{id}/publish",
      "POST /api/v2/projects",
      "PUT /api/v2/projects/{id}",
      "POST /api/v2/projects/{id}/close",
      "POST /api/v2/projects/{id}/reopen",
      "POST /api/v2/projects/{id}/duplicate",
      "POST /api/v2/project_requests",
      "PUT /api/v2/project_requests/{id}",
      "DELETE /api/v2/project_requests/{id}",
    ],
    acceptedWrites: ["projects", "project_drafts", "project_requests"],
  },
  {
    key: "matching",
    name: "matching: applications, board moves and scouts",
    seed: 1905,
    routes: [
      "POST /api/v2/projects/{id}/applications",
      "POST /api/v2/me/applications/{id}/withdrawal",
      "POST /api/v2/current_corporation/applications/{id}/moves",
      "PUT /api/v2/current_corporation/applications/{id}/assignee",
      "POST /api/v2/current_corporation/applications/bulk_decline",
      "POST /api/v2/pros/{id}/scout_checks",
      "POST /api/v2/pros/{id}/scouts",
      "POST /api/v2/me/scouts/{id}/acceptance",
      "POST /api/v2/me/scouts/{id}/declination",
    ],
    acceptedWrites: ["applications", "application_events", "scouts", "notifications", "chat_rooms", "chat_messages", "chat_room_reads"],
  },
  {
    key: "conversations",
    name: "conversations: chat messages, attachments and meetings",
    seed: 1906,
    routes: [
      "POST /api/v2/project_chat_rooms/{id}/messages",
      "POST /api/v2/project_chat_rooms/{id}/typing",
      "POST /api/v2/project_chat_rooms/{id}/reads",
      "POST /api/v2/project_chat_rooms/{id}/attachments",
      "POST /api/v2/project_chat_rooms/{id}/meetings",
      "POST /api/v2/project_chat_rooms/{id}/meetings/{meetingId}/answer",
    ],
    acceptedWrites: ["chat_messages", "chat_rooms", "chat_room_reads", "chat_attachments", "chat_meetings", "notifications"],
  },
  {
    key: "member-actions",
    name: "likes, reads, contact and reports",
    seed: 1907,
    routes: [
      "POST /api/v2/projects/{id}/project_like",
      "DELETE /api/v2/projects/{id}/project_like",
      "POST /api/v2/announcement_reads",
      "POST /api/v2/me/notifications/read",
      "POST /api/v2/contact_inquiries",
      "POST /api/v2/reports",
    ],
    acceptedWrites: ["project_likes", "projects", "announcement_reads", "notifications", "contact_inquiries", "email_outbox", "reports"],
  },
  {
    key: "operator-console",
    name: "operator console actions",
    seed: 1908,
    routes: [
      "POST /api/v2/admin/password_confirmation",
      "PUT /api/v2/admin/project_requests/{id}",
      "POST /api/v2/admin/project_requests/{id}/review",
      "POST /api/v2/admin/project_requests/{id}/publication",
      "POST /api/v2/admin/project_requests/{id}/rejection",
      "POST /api/v2/admin/reports/{id}/decision",
      "POST /api/v2/admin/reports/{id}/dismissal",
      "POST /api/v2/admin/announcements",
      "PUT /api/v2/admin/announcements/{id}",
      "DELETE /api/v2/admin/announcements/{id}",
      "POST /api/v2/admin/news",
      "PUT /api/v2/admin/news/{id}",
      "DELETE /api/v2/admin/news/{id}",
      "POST /api/v2/admin/users/{id}/real_name_verification",
      "DELETE /api/v2/admin/users/{id}/real_name_verification",
      "POST /api/v2/admin/users/{id}/suspension",
      "DELETE /api/v2/admin/users/{id}/suspension",
      "POST /api/v2/admin/users/{id}/password_reset_requirement",
      "POST /api/v2/admin/users/{id}/session_termination",
      "POST /api/v2/admin/users/{id}/two_factor_removal",
      "POST /api/v2/admin/session_termination",
      "PUT /api/v2/admin/inquiries/{id}/status",
      "POST /api/v2/admin/inquiries/{id}/replies",
      "POST /api/v2/admin/mails/{id}/resend",
      "PUT /api/v2/admin/corporations/{id}/contract",
      "POST /api/v2/admin/projects/{id}/closure",
      "PUT /api/v2/admin/projects/{id}",
    ],
    acceptedWrites: [
      "operator_audit_logs",
      "sessions",
      "project_requests",
      "projects",
      "reports",
      "announcements",
      "news",
      "users",
      "pro_profiles",
      "account_tokens",
      "contact_inquiries",
      "contact_inquiry_replies",
      "email_outbox",
      "corporations",
      "notifications",
      "two_factor_credentials",
      "two_factor_recovery_codes",
    ],
  },
];

/**
 * Write routes that no family sends generated payloads to, each with the reason and where it is
 * covered instead. Empty today: every write route of the document is in a family.
 */
export const COVERED_ELSEWHERE: Record<string, string> = {};
