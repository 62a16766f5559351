import { proSignUpBody, VALID_PASSWORD } from "./accounts";

// A distinct documentation-range address per call (the test servers trust X-Forwarded-For), so the
// per-IP sign-up and login limits never decide a test.
let clientNumber = Math.floor(Math.random() * 60_000);
function nextClientAddress(): string {
  clientNumber += 1;
  return `203.0.${113 + (Math.floor(clientNumber / 250) % 100)}.${(clientNumber % 250) + 1}`;
}

/** `name=value; …` of the cookies an answer sets, to send back with the next request. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** POSTs JSON like the product's client does: CSRF token and its cookie from /api/v2/csrf_token first. */
export async function postJsonOverHttp(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const headers = { "x-requested-with": "XMLHttpRequest", "x-forwarded-for": nextClientAddress() };
  const tokenResponse = await fetch(`${baseUrl}/api/v2/csrf_token`, { headers });
  const cookie = cookiesSetBy(tokenResponse);
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrfToken, origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
}

/** Signs a new pro up over HTTP against a running server; returns the e-mail once the server said 201. */
export async function signUpOverHttp(baseUrl: string, email: string): Promise<string> {
  const response = await postJsonOverHttp(baseUrl, "/api/v2/users", proSignUpBody({ email }));
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

/** The status of a log-in over HTTP (200 when the account exists with that password). */
export async function logInOverHttp(baseUrl: string, email: string, password = VALID_PASSWORD): Promise<number> {
  return (await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email, password })).status;
}
