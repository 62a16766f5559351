import Link from "next/link";
import type { ReactNode } from "react";

import { formatJstDate, formatJstDateTime } from "@/lib/format-date";
import { PLAN_NAMES } from "@/platform/actor/plan-policy";

import { AuditEntryDetails } from "../../components/audit-entry-details";
import { Cell, ConsoleTable } from "../../components/console-table";
import type { ConsoleUserDetail } from "../console-users.schemas";

const at = (iso: string) => formatJstDateTime(new Date(iso));

function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

// The corporations feature's words (corporation-values.ts), which a feature may not import.
const MEMBERSHIP_ROLE_LABELS = { owner: "オーナー", admin: "管理者", member: "メンバー" } as const;

/** The account's corporations, applications, devices, logins and console history: what an operator checks before acting. */
export function UserActivityTables({ detail }: { detail: ConsoleUserDetail }) {
  const { corporations, applications, sessions, logins, auditEntries, account } = detail;
  return (
    <>
      <Section id="user-corporations" title="所属企業">
        <ConsoleTable caption="所属企業" head={["企業", "権限", "プラン"]} empty={corporations.length === 0 ? "所属している企業はありません。" : undefined}>
          {corporations.map((corporation) => (
            <tr key={corporation.id}>
              <Cell>
                <Link href={`/corporations/${corporation.id}`} className="font-bold break-words text-brand-700 underline">
                  {corporation.name}
                </Link>
              </Cell>
              <Cell className="whitespace-nowrap">{MEMBERSHIP_ROLE_LABELS[corporation.role]}</Cell>
              <Cell className="whitespace-nowrap">{PLAN_NAMES[corporation.plan]}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
      <Section id="user-applications" title="最近の応募（20件まで）">
        <ConsoleTable caption="最近の応募" head={["案件", "状態", "応募日"]} empty={applications.length === 0 ? "応募はありません。" : undefined}>
          {applications.map((application) => (
            <tr key={application.id}>
              <Cell>
                <Link href={`/top/projects/${application.project.id}`} className="break-words text-brand-700 underline">
                  {application.project.title}
                </Link>
              </Cell>
              <Cell className="whitespace-nowrap">{application.statusLabel}</Cell>
              <Cell className="whitespace-nowrap">{formatJstDate(application.createdAt)}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
      <Section id="user-sessions" title="ログイン中の端末">
        <ConsoleTable
          caption="ログイン中の端末"
          head={["ログイン", "最終利用", "端末（ブラウザ）", "IPアドレス"]}
          empty={sessions.length === 0 ? "ログイン中の端末はありません。" : undefined}
        >
          {sessions.map((session, index) => (
            <tr key={`${session.createdAt}-${index}`} data-testid="user-session-row">
              <Cell className="whitespace-nowrap">{at(session.createdAt)}</Cell>
              <Cell className="whitespace-nowrap">{at(session.lastSeenAt)}</Cell>
              <Cell className="max-w-xs text-xs break-all">{session.userAgent ?? "不明"}</Cell>
              <Cell className="whitespace-nowrap">{session.ipAddress ?? "不明"}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
      <Section id="user-logins" title="最近のログイン（10件まで）">
        <ConsoleTable caption="最近のログイン" head={["日時", "端末（ブラウザ）", "IPアドレス"]} empty={logins.length === 0 ? "ログインの記録はありません。" : undefined}>
          {logins.map((login, index) => (
            <tr key={`${login.loggedInAt}-${index}`}>
              <Cell className="whitespace-nowrap">{at(login.loggedInAt)}</Cell>
              <Cell className="max-w-xs text-xs break-all">{login.userAgent ?? "不明"}</Cell>
              <Cell className="whitespace-nowrap">{login.ipAddress ?? "不明"}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
      <Section
        id="user-audit"
        title="このユーザーへの操作"
        aside={
          <Link href={`/admin/audit_logs?targetType=user&targetId=${account.id}`} className="text-sm font-bold text-brand-700 underline">
            操作履歴ですべて見る
          </Link>
        }
      >
        <ConsoleTable
          caption="このユーザーへの操作"
          head={["日時", "操作者", "操作", "内容"]}
          empty={auditEntries.length === 0 ? "運営の操作はまだありません。" : undefined}
        >
          {auditEntries.map((entry) => (
            <tr key={entry.id} data-testid="user-audit-entry">
              <Cell className="whitespace-nowrap">{at(entry.createdAt)}</Cell>
              <Cell>{entry.operator.name}</Cell>
              <Cell className="font-bold">{entry.actionLabel}</Cell>
              <Cell>
                <AuditEntryDetails entry={entry} />
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
    </>
  );
}
