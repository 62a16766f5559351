/**
 * The browser's one HTTP transport (spec S-API-1): X-Requested-With, JSON, credentials included, and
 * the CSRF token from <meta name="csrf-token"> on every state-changing call. Components call the API
 * through the typed client (src/platform/api-contract/call-api.ts), which builds the path from a route
 * declaration.
 */
export type ApiErrorBody = { code: string; message: string; issues?: { path: string; message: string }[] };
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

const NETWORK_ERROR: ApiErrorBody = {
  code: "network_error",
  message: "通信に失敗しました。インターネット接続を確認して、もう一度お試しください。",
};

export function readCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/**
 * `pathAndQuery` starts at the origin: `/api/v2/me`. A Blob (a chosen file) is sent as it is, with
 * its own type; anything else as JSON.
 */
export async function apiRequest<T>(method: string, pathAndQuery: string, body?: unknown): Promise<ApiResult<T>> {
  const isFile = typeof Blob !== "undefined" && body instanceof Blob;
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    "Content-Type": isFile ? body.type || "application/octet-stream" : "application/json",
    Accept: "application/json",
  };
  if (method !== "GET") headers["X-CSRF-Token"] = readCsrfToken();
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${pathAndQuery}`, {
      method,
      headers,
      credentials: "include",
      body: isFile ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const payload = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = (payload as { error?: ApiErrorBody } | undefined)?.error;
  return {
    ok: false,
    status: response.status,
    error: error ?? { code: "unknown", message: "エラーが発生しました。時間をおいてもう一度お試しください。" },
  };
}

/**
 * DELETE {origin}/logout with the method-override form body (spec S-BAR-17); then go to the origin.
 * `clearUser` runs before the redirect, so the page stops showing the user at once.
 */
export async function logOut(clearUser?: () => void): Promise<void> {
  const response = await fetch(`${window.location.origin}/logout`, {
    method: "DELETE",
    headers: {
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-Token": readCsrfToken(),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    credentials: "include",
    body: "_method=delete",
  }).catch(() => undefined);
  const redirectTo = response?.ok ? ((await response.json()) as { redirectTo: string }).redirectTo : "/";
  if (response?.ok) clearUser?.();
  window.location.assign(redirectTo);
}
