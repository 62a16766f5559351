/**
 * Page weight against the length of a project's description (issue 14: descriptions run to 10,000
 * characters): the editor /projects/{id}/edit and the public page /top/projects/{id}, after the demo
 * orderer saves descriptions of 1,000, 3,000 and 10,000 characters. Always on its own fresh embedded
 * database (it edits a project), never against a running server.
 *   npm run build && npm run bench:long-description
 */
import os from "node:os";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { startAppServer } from "../tests/support/app-server";
import { cookiesSetBy, postJsonOverHttp } from "../tests/support/http-accounts";

const LINE = "自社SaaSの管理画面をReactとTypeScriptで刷新します。設計からレビューまでお任せします。\n";
const describedIn = (length: number) => LINE.repeat(Math.ceil(length / LINE.length)).slice(0, length);

const server = await startAppServer({ LOG_LEVEL: "error" });
const { baseUrl } = server;
const kilobytes = async (path: string, cookie?: string) => {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return (Buffer.byteLength(await response.text()) / 1024).toFixed(1);
};

try {
  const login = await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email: DEMO_EMAILS.orderer, password: DEMO_PASSWORD });
  const cookie = cookiesSetBy(login);
  const api = { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" };
  const { csrfToken } = (await (await fetch(`${baseUrl}/api/v2/csrf_token`, { headers: api })).json()) as { csrfToken: string };
  const { items } = (await (await fetch(`${baseUrl}/api/v2/current_corporation/projects?status=open`, { headers: api })).json()) as { items: { id: number }[] };
  const id = items[0]!.id;
  const { fields } = (await (await fetch(`${baseUrl}/api/v2/projects/${id}/form`, { headers: api })).json()) as { fields: Record<string, unknown> };
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; project ${id}\n`,
  );
  console.log("| description | /projects/{id}/edit | /top/projects/{id} visitor |\n|---|---|---|");
  console.log(
    `| as seeded (${String(fields.description).length} chars) | ${await kilobytes(`/projects/${id}/edit`, cookie)} KB | ${await kilobytes(`/top/projects/${id}`)} KB |`,
  );
  for (const length of [1_000, 3_000, 10_000]) {
    const saved = await fetch(`${baseUrl}/api/v2/projects/${id}`, {
      method: "PUT",
      headers: { ...api, "content-type": "application/json", "x-csrf-token": csrfToken, origin: baseUrl },
      body: JSON.stringify({ ...fields, description: describedIn(length) }),
    });
    if (saved.status !== 200) throw new Error(`saving a ${length}-character description: ${saved.status} ${await saved.text()}`);
    console.log(`| ${length.toLocaleString("en-US")} chars | ${await kilobytes(`/projects/${id}/edit`, cookie)} KB | ${await kilobytes(`/top/projects/${id}`)} KB |`);
  }
} finally {
  await server.stop();
}
