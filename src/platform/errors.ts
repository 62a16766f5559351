import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every error code the API can answer, with its HTTP status: one table (STYLE, after dub). */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  two_factor_login_expired: 401,
  forbidden: 403,
  email_not_verified: 403,
  csrf_token_invalid: 403,
  account_suspended: 403,
  password_reset_required: 403,
  password_confirmation_required: 403,
  two_factor_required: 403,
  origin_not_allowed: 403,
  not_found: 404,
  account_link_invalid: 410,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  email_already_verified: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldIssue = { path: string; message: string };

/** Default user-safe Japanese messages; a throw site may give a more specific one. */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: "リクエストの形式が正しくありません。",
  invalid_json: "リクエスト本文を JSON として読み取れませんでした。",
  unauthenticated: "ログインが必要です。",
  invalid_credentials: "メールアドレスまたはパスワードが正しくありません。",
  forbidden: "この操作を行う権限がありません。",
  email_not_verified: "メールアドレスの確認が済んでいないため、この操作はできません。",
  csrf_token_invalid: "ページの有効期限が切れました。ページを再読み込みしてからもう一度お試しください。",
  account_suspended: "このアカウントは利用を停止しています。お心当たりのない場合はお問い合わせください。",
  password_reset_required:
    "安全のため、パスワードの再設定が必要です。登録したメールアドレスにお送りした「パスワードの再設定をお願いします」メールのリンクから、新しいパスワードを設定してください。メールが見つからない場合やリンクの期限が切れた場合は、「パスワードをお忘れの方」からもう一度お手続きください。",
  password_confirmation_required: "安全のため、パスワードをもう一度入力してください。",
  two_factor_required: "運営コンソールで操作するには二段階認証が必要です。「アカウント設定」の「二段階認証」で設定し、確認コードでログインしてください。",
  two_factor_login_expired: "ログインの手続きの有効期限が切れました。お手数ですが、メールアドレスとパスワードからもう一度ログインしてください。",
  origin_not_allowed: "許可されていない送信元からのリクエストです。",
  not_found: "お探しのページまたはデータが見つかりませんでした。",
  method_not_allowed: "このメソッドには対応していません。",
  conflict: "ほかの操作と競合しました。時間をおいてもう一度お試しください。",
  email_taken: "このメールアドレスはすでに登録されています。",
  email_already_verified: "メールアドレスの確認はすでに完了しています。",
  account_link_invalid: "このリンクは無効か、有効期限が切れているか、すでに使われています。お手数ですが、もう一度お手続きください。",
  payload_too_large: "送信されたデータが大きすぎます。",
  unsupported_media_type: "Content-Type は application/json を指定してください。",
  validation_failed: "入力内容に誤りがあります。",
  rate_limited: "試行回数が多すぎます。しばらく時間をおいてからもう一度お試しください。",
  internal_error: "サーバーでエラーが発生しました。時間をおいてもう一度お試しください。",
  service_unavailable: "ただいまサービスを利用できません。時間をおいてもう一度お試しください。",
};

export const STORAGE_FULL_MESSAGE =
  "ただいまサーバーの保存領域が不足しているため、内容を保存できませんでした。保存されていない内容は反映されていません。しばらくしてからもう一度お試しください。";
export const DATABASE_UNAVAILABLE_MESSAGE = "ただいまデータベースに接続できないため、サービスを利用できません。しばらくしてからもう一度お試しください。";

/** Refusals the security log names (src/server/security-log.ts); most are read from the error code. */
export type SecurityEvent = "auth.login_failed" | "auth.login_refused" | "auth.reauthentication_failed" | "authz.refused" | "csrf.refused" | "rate_limit.exceeded";

/**
 * What the security log records of a refusal beyond the request (issue 19, ASVS 16.3), never part of
 * the answer: the event when the code alone does not say it, the account a login was for, and why
 * (a rate limit's rule). Never a password, an address, a token or a message.
 */
export type SecurityNote = { event?: SecurityEvent; userId?: number; reason?: string };

export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly options: { issues?: FieldIssue[]; retryAfterSeconds?: number; security?: SecurityNote } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; issues?: FieldIssue[] } };

export function toErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.options.issues) body.error.issues = error.options.issues;
  return body;
}

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
