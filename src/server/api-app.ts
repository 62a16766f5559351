import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";

import { announcementRoutes } from "@/features/announcements/announcements.routes";
import { authRoutes, handleLogout } from "@/features/auth/auth.routes";
import { contactRoutes } from "@/features/contact/contact.routes";
import { currentCorporationRoutes } from "@/features/corporations/current-corporation.routes";
import { corporationMemberRoutes } from "@/features/corporations/corporation-members.routes";
import { corporationProfileRoutes } from "@/features/corporations/corporation-profile.routes";
import { projectDetailRoutes } from "@/features/projects/detail/project-detail.routes";
import { projectLikeRoutes } from "@/features/projects/likes/project-likes.routes";
import { projectRankingRoutes } from "@/features/projects/ranking/project-ranking.routes";
import { projectSearchRoutes } from "@/features/projects/project-search.routes";
import { proSearchRoutes } from "@/features/pros/search/pro-search.routes";
import { meRoutes } from "@/features/users/me.routes";
import { passwordResetRoutes } from "@/features/password-reset/password-reset.routes";
import { accountEmailRoutes } from "@/features/account-email/account-email.routes";
import { noticeMailRoutes } from "@/features/notice-mail/notice-mail.routes";
import { accountSessionRoutes } from "@/features/account-sessions/account-sessions.routes";
import { twoFactorRoutes } from "@/features/two-factor/two-factor.routes";
import { dataExportRoutes } from "@/features/data-export/data-export.routes";
import { withdrawalRoutes } from "@/features/withdrawal/withdrawal.routes";
import { avatarRoutes } from "@/features/avatars/avatar.routes";
import { employerShieldRoutes } from "@/features/employer-shields/employer-shields.routes";
import { proProfileRoutes } from "@/features/pros/profile/pro-profile.routes";
import { projectRequestRoutes } from "@/features/project-requests/project-requests.routes";
import { orderProjectRoutes } from "@/features/order-projects/order-projects.routes";
import { applicationRoutes } from "@/features/applications/applications.routes";
import { boardRoutes } from "@/features/applications/board/board.routes";
import { scoutRoutes } from "@/features/applications/scouts/scouts.routes";
import { chatRoutes } from "@/features/chat/chat.routes";
import { chatMeetingRoutes } from "@/features/chat/meetings/chat-meetings.routes";
import { chatAttachmentRoutes } from "@/features/chat/attachments/chat-attachment.routes";
import { notificationRoutes } from "@/features/notifications/notifications.routes";
import { projectPostingRoutes } from "@/features/project-posting/project-posting.routes";
import { operatorConsoleRoutes } from "@/features/operator-console/operator-console.routes";
import { consoleModerationRoutes } from "@/features/operator-console/moderation/console-moderation.routes";
import { reportRoutes } from "@/features/reports/reports.routes";
import { consoleContentRoutes } from "@/features/operator-console/content/console-content.routes";
import { consoleUserRoutes } from "@/features/operator-console/users/console-users.routes";
import { consoleInquiryRoutes } from "@/features/operator-console/inquiries/console-inquiries.routes";
import { consoleMailLogRoutes } from "@/features/operator-console/mail-log/console-mail-log.routes";
import { consoleCorporationRoutes } from "@/features/operator-console/corporations/console-corporations.routes";
import { consoleProjectRoutes } from "@/features/operator-console/projects/console-projects.routes";

import type { AppDeps, AppEnv } from "@/platform/context";
import { DATABASE_RETRY_AFTER_SECONDS, isClientAbort, STORAGE_FULL_RETRY_AFTER_SECONDS } from "@/platform/database-health";
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, STORAGE_FULL_MESSAGE, toErrorBody } from "@/platform/errors";
import { anonymousReadLimit } from "./middleware/anonymous-read-limit";
import { defaultCacheControl } from "./middleware/cache-control";
import { verifyCsrf } from "./middleware/csrf";
import { requestContext } from "./middleware/request-context";
import { loadActor } from "./middleware/actor";
import { publicRead } from "./middleware/public-read";
import { logSecurityEvent } from "./security-log";
import { apiDocsRoutes } from "./api-docs/api-docs.routes";
import { uploadRoutes } from "./uploads/uploads.routes";
import { SERVER_API } from "./api-docs/server.contract";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";

function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    logSecurityEvent(c, error);
    if (error.options.retryAfterSeconds) c.header("Retry-After", String(error.options.retryAfterSeconds));
    return c.json(toErrorBody(error), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(toErrorBody(new AppError("bad_request")), 400);
  }
  // The client hung up while sending its body: nobody is left to answer, and it is no bug either.
  if (isClientAbort(error)) {
    c.var.deps.logger.info({ requestId: c.var.requestId, path: c.req.path }, "client went away while sending its body");
    return c.json(toErrorBody(new AppError("bad_request")), 400);
  }
  // A full disk refuses writes, not the site: 503 with Retry-After, logged once a minute while it lasts.
  if (c.var.deps.databaseHealth.noteStorageFull(error)) {
    c.header("Retry-After", String(STORAGE_FULL_RETRY_AFTER_SECONDS));
    return c.json(toErrorBody(new AppError("service_unavailable", STORAGE_FULL_MESSAGE)), 503);
  }
  // An outage is not a bug: 503 with Retry-After, and one log line for the whole outage.
  if (c.var.deps.databaseHealth.noteFailure(error)) {
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(toErrorBody(new AppError("service_unavailable", DATABASE_UNAVAILABLE_MESSAGE)), 503);
  }
  c.var.deps.logger.error({ err: error, requestId: c.var.requestId, path: c.req.path }, "unhandled error");
  return c.json(toErrorBody(new AppError("internal_error")), 500);
}

const { health, logOut, logOutByForm } = SERVER_API;

/** /healthz, and /logout for the page header (its form works without JavaScript too). */
const serverRoutes = new Hono<AppEnv>()
  .route(
    "/",
    serveContract(
      { health },
      {
        // GET /healthz – 200 when every dependency answers; 503 naming the one that does not
        health: async (c) => {
          if (await c.var.deps.databaseHealth.checkNow()) return reply(c, health, 200, { status: "ok", database: "ok" });
          c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
          return c.json({ status: "error", database: "unreachable" }, 503);
        },
      },
      "",
    ),
  )
  .use("/logout", loadActor, verifyCsrf)
  .route("/", serveContract({ logOut, logOutByForm }, { logOut: handleLogout, logOutByForm: handleLogout }, ""));

/** The one HTTP API (spec S-API-1): /api/v2/*, /logout and /healthz. Pages never call it over HTTP. */
export function createApiApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps));
  app.use(defaultCacheControl);
  app.onError(handleError);
  app.notFound((c) => c.json(toErrorBody(new AppError("not_found")), 404));

  app.route("/", serverRoutes);
  app.all("/logout", (c) => c.json(toErrorBody(new AppError("method_not_allowed")), 405));
  app.route("/api", apiDocsRoutes);
  // Uploaded files (avatars are public pictures): plain reads, without a session.
  app.route("/", uploadRoutes);

  const api = new Hono<AppEnv>();
  api.use(loadActor, verifyCsrf);
  // Everything under /top is a public read: any origin, ETags, a visitor's answer reusable for a
  // minute (public-read.ts). Member routes live elsewhere and stay same-origin.
  api.use("/top/*", publicRead);
  // Visitors' reads, per client IP: after publicRead, so that a 429 keeps the CORS headers a
  // third-party page needs to read it; members (loadActor) are not counted.
  api.use(anonymousReadLimit);
  api.route("/", authRoutes);
  api.route("/", meRoutes);
  api.route("/", announcementRoutes);
  api.route("/", currentCorporationRoutes);
  api.route("/", corporationProfileRoutes);
  api.route("/", corporationMemberRoutes);
  api.route("/", contactRoutes);
  // Before the detail and search routes: /top/projects/ranking must not be read as a project id
  // (the detail route takes digits only, so this holds twice).
  api.route("/", projectRankingRoutes);
  api.route("/", projectDetailRoutes);
  api.route("/", projectSearchRoutes);
  api.route("/", projectLikeRoutes);
  api.route("/", proSearchRoutes);
  api.route("/", passwordResetRoutes);
  api.route("/", accountEmailRoutes);
  api.route("/", noticeMailRoutes);
  api.route("/", accountSessionRoutes);
  api.route("/", twoFactorRoutes);
  api.route("/", withdrawalRoutes);
  api.route("/", dataExportRoutes);
  api.route("/", avatarRoutes);
  api.route("/", employerShieldRoutes);
  api.route("/", proProfileRoutes);
  api.route("/", projectRequestRoutes);
  api.route("/", orderProjectRoutes);
  api.route("/", applicationRoutes);
  api.route("/", boardRoutes);
  api.route("/", scoutRoutes);
  api.route("/", chatRoutes);
  api.route("/", chatMeetingRoutes);
  api.route("/", chatAttachmentRoutes);
  api.route("/", notificationRoutes);
  api.route("/", projectPostingRoutes);
  api.route("/", reportRoutes);
  api.route("/", operatorConsoleRoutes);
  api.route("/", consoleModerationRoutes);
  api.route("/", consoleContentRoutes);
  api.route("/", consoleUserRoutes);
  api.route("/", consoleInquiryRoutes);
  api.route("/", consoleMailLogRoutes);
  api.route("/", consoleCorporationRoutes);
  api.route("/", consoleProjectRoutes);
  app.route("/api/v2", api);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
