import type { Metadata } from "next";
import Link from "next/link";

import { formatCappedCount } from "@/features/operator-console/console-capped-count";
import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { EndAllSessionsPanel } from "@/features/operator-console/users/components/end-all-sessions-panel";
import { UserStateBadges } from "@/features/operator-console/users/components/user-state-badges";
import {
  ConsoleUserQuerySchema,
  USER_ROLE_LABELS,
  USER_ROLES,
  USER_STATE_LABELS,
  USER_STATES,
  type ConsoleUserQuery,
} from "@/features/operator-console/users/console-users.schemas";
import { readConsoleUsers } from "@/features/operator-console/users/console-users.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/users";
export const metadata: Metadata = pageMetadata({ title: "ユーザー", description: "会員のアカウントを検索し、本人確認や利用停止を行います。", path: PATH, noIndex: true });

function hrefOf(query: ConsoleUserQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.role) params.set("role", query.role);
  if (query.state) params.set("state", query.state);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-slate-900";

/** ユーザー (issue 18): find an account by id, e-mail or name; newest first, 50 a page. */
export default async function ConsoleUsersPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ConsoleUserQuerySchema.safeParse({ q: queryValue(raw.q), role: queryValue(raw.role), state: queryValue(raw.state), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : {};
  const result = await readConsoleUsers(deps.db, actor, query);
  return (
    <ConsolePage title="ユーザー" lead="会員のアカウントです。新しく登録した順に並びます。ID、メールアドレス、氏名（漢字・カナ）で探せます。">
      <form
        method="get"
        action={PATH}
        role="search"
        aria-label="ユーザーの検索"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <label className="text-xs font-bold text-slate-600">
          ID・メールアドレス・氏名
          <input type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} placeholder="例: 12 / yamada@ / 山田 太郎 / ヤマダ" className={fieldClass} />
        </label>
        <label className="text-xs font-bold text-slate-600">
          役割
          <select name="role" defaultValue={query.role ?? ""} className={fieldClass}>
            <option value="">すべて</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {USER_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-bold text-slate-600">
          状態
          <select name="state" defaultValue={query.state ?? ""} className={fieldClass}>
            <option value="">すべて</option>
            {USER_STATES.map((state) => (
              <option key={state} value={state}>
                {USER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-10 w-full rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700">
            検索する
          </button>
        </div>
      </form>
      {parsed.success ? null : <p className="text-sm text-rose-700">検索の条件が正しくないため、すべてのユーザーを表示しています。</p>}
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatCappedCount({ count: result.totalCount, isCapped: result.isTotalCapped })}
      </p>
      <ConsoleTable
        caption="ユーザーの一覧"
        head={["ID", "氏名・メールアドレス", "役割", "登録日", "状態"]}
        empty={result.users.length === 0 ? "該当するユーザーはいません。" : undefined}
      >
        {result.users.map((user) => (
          <tr key={user.id} data-testid="console-user-row">
            <Cell className="whitespace-nowrap text-slate-600">{user.id}</Cell>
            <Cell>
              <Link href={`${PATH}/${user.id}`} className="font-bold break-words text-brand-700 underline">
                {user.name || "（氏名なし）"}
              </Link>
              <span className="block text-xs break-all text-slate-600">{user.email}</span>
            </Cell>
            <Cell className="whitespace-nowrap">{user.roles.map((role) => USER_ROLE_LABELS[role]).join("・") || "—"}</Cell>
            <Cell className="whitespace-nowrap">{formatJstDate(user.registeredAt)}</Cell>
            <Cell>
              <UserStateBadges state={user} />
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(page) => hrefOf(query, page)} />
      <EndAllSessionsPanel />
    </ConsolePage>
  );
}
