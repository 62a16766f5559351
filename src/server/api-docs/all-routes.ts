import { AUTH_API } from "@/features/auth/auth.contract";
import { ANNOUNCEMENTS_API } from "@/features/announcements/announcements.contract";
import { CONTACT_API } from "@/features/contact/contact.contract";
import { CURRENT_CORPORATION_API } from "@/features/corporations/current-corporation.contract";
import { CORPORATION_MEMBERS_API } from "@/features/corporations/corporation-members.contract";
import { CORPORATION_PROFILE_API } from "@/features/corporations/corporation-profile.contract";
import { ME_API } from "@/features/users/me.contract";
import { PASSWORD_RESET_API } from "@/features/password-reset/password-reset.contract";
import { PROJECT_DETAIL_API } from "@/features/projects/detail/project-detail.contract";
import { PROJECT_LIKES_API } from "@/features/projects/likes/project-likes.contract";
import { PROJECT_SEARCH_API } from "@/features/projects/project-search.contract";
import { PRO_SEARCH_API } from "@/features/pros/search/pro-search.contract";
import { PROJECT_RANKING_API } from "@/features/projects/ranking/project-ranking.contract";
import { ACCOUNT_EMAIL_API } from "@/features/account-email/account-email.contract";
import { NOTICE_MAIL_API } from "@/features/notice-mail/notice-mail.contract";
import { ACCOUNT_SESSIONS_API } from "@/features/account-sessions/account-sessions.contract";
import { TWO_FACTOR_API } from "@/features/two-factor/two-factor.contract";
import { DATA_EXPORT_API } from "@/features/data-export/data-export.contract";
import { WITHDRAWAL_API } from "@/features/withdrawal/withdrawal.contract";
import { AVATAR_API } from "@/features/avatars/avatar.contract";
import { EMPLOYER_SHIELDS_API } from "@/features/employer-shields/employer-shields.contract";
import { PRO_PROFILE_API } from "@/features/pros/profile/pro-profile.contract";
import { PROJECT_REQUESTS_API } from "@/features/project-requests/project-requests.contract";
import { ORDER_PROJECTS_API } from "@/features/order-projects/order-projects.contract";
import { PROJECT_POSTING_API } from "@/features/project-posting/project-posting.contract";
import { APPLICATIONS_API } from "@/features/applications/applications.contract";
import { BOARD_API } from "@/features/applications/board/board.contract";
import { SCOUTS_API } from "@/features/applications/scouts/scouts.contract";
import { CHAT_API } from "@/features/chat/chat.contract";
import { CHAT_MEETINGS_API } from "@/features/chat/meetings/chat-meetings.contract";
import { CHAT_ATTACHMENT_API } from "@/features/chat/attachments/chat-attachment.contract";
import { NOTIFICATIONS_API } from "@/features/notifications/notifications.contract";
import { OPERATOR_CONSOLE_API } from "@/features/operator-console/operator-console.contract";
import { CONSOLE_MODERATION_API } from "@/features/operator-console/moderation/console-moderation.contract";
import { REPORTS_API } from "@/features/reports/reports.contract";
import { CONSOLE_CONTENT_API } from "@/features/operator-console/content/console-content.contract";
import { CONSOLE_USERS_API } from "@/features/operator-console/users/console-users.contract";
import { CONSOLE_INQUIRIES_API } from "@/features/operator-console/inquiries/console-inquiries.contract";
import { CONSOLE_MAIL_LOG_API } from "@/features/operator-console/mail-log/console-mail-log.contract";
import { CONSOLE_CORPORATIONS_API } from "@/features/operator-console/corporations/console-corporations.contract";
import { CONSOLE_PROJECTS_API } from "@/features/operator-console/projects/console-projects.contract";
import type { RouteContract, RouteDeclaration } from "@/platform/api-contract/route-declaration";

import { SERVER_API } from "./server.contract";
import { UPLOADS_API } from "../uploads/uploads.contract";

/** Every contract the HTTP app serves, in the order the document lists them. */
export const ALL_CONTRACTS: readonly RouteContract[] = [
  SERVER_API,
  PROJECT_SEARCH_API,
  PROJECT_RANKING_API,
  PROJECT_DETAIL_API,
  PROJECT_LIKES_API,
  PRO_SEARCH_API,
  AUTH_API,
  ME_API,
  CURRENT_CORPORATION_API,
  CORPORATION_PROFILE_API,
  CORPORATION_MEMBERS_API,
  ANNOUNCEMENTS_API,
  CONTACT_API,
  PASSWORD_RESET_API,
  ACCOUNT_EMAIL_API,
  NOTICE_MAIL_API,
  ACCOUNT_SESSIONS_API,
  TWO_FACTOR_API,
  WITHDRAWAL_API,
  DATA_EXPORT_API,
  AVATAR_API,
  EMPLOYER_SHIELDS_API,
  UPLOADS_API,
  PRO_PROFILE_API,
  PROJECT_REQUESTS_API,
  ORDER_PROJECTS_API,
  PROJECT_POSTING_API,
  APPLICATIONS_API,
  BOARD_API,
  SCOUTS_API,
  CHAT_API,
  CHAT_MEETINGS_API,
  CHAT_ATTACHMENT_API,
  NOTIFICATIONS_API,
  REPORTS_API,
  OPERATOR_CONSOLE_API,
  CONSOLE_MODERATION_API,
  CONSOLE_CONTENT_API,
  CONSOLE_USERS_API,
  CONSOLE_INQUIRIES_API,
  CONSOLE_MAIL_LOG_API,
  CONSOLE_CORPORATIONS_API,
  CONSOLE_PROJECTS_API,
];

export const ALL_ROUTES: readonly RouteDeclaration[] = ALL_CONTRACTS.flatMap((contract) => Object.values(contract));
