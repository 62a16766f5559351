import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ContractForm } from "@/features/operator-console/components/contract-form";
import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { readConsoleCorporation } from "@/features/operator-console/corporations/console-corporations.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { PLAN_NAMES } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "企業の詳細", description: "企業の契約とメンバーです。", path: `/admin/corporations/${id}`, noIndex: true });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-label={title}>
      <h2 className="font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One corporation (issue 18): its contract (plan, start day, invoice), members and latest projects. */
export default async function CorporationPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/corporations/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const corporation = await orPageNotFound(readConsoleCorporation(deps.db, actor, id));
  return (
    <ConsolePage title={corporation.name} parent={{ label: "企業", href: "/admin/corporations" }}>
      <p className="text-sm text-slate-600">
        #{corporation.id}・登録 {formatJstDate(corporation.createdAt)}・
        <Link href={`/corporations/${corporation.id}`} className="text-brand-700 underline">
          企業ページを見る
        </Link>
        ・
        <Link href={`/admin/projects?corporationId=${corporation.id}`} className="text-brand-700 underline">
          この企業の案件
        </Link>
      </p>
      <Section title="契約・請求">
        <p className="mb-4 text-sm text-slate-700">
          現在のプラン: <span className="font-bold">{corporation.contract.planName}</span>
          {corporation.contract.planStartedOn ? `（${formatJstDate(`${corporation.contract.planStartedOn}T00:00:00+09:00`)}から）` : null}
        </p>
        <ContractForm corporationId={corporation.id} contract={corporation.contract} planNames={PLAN_NAMES} />
      </Section>
      <Section title={`メンバー（${corporation.members.length}人）`}>
        <ConsoleTable caption="メンバー" head={["名前", "メールアドレス", "権限", "参加日"]}>
          {corporation.members.map((member) => (
            <tr key={member.userId}>
              <Cell>
                <Link href={`/admin/users/${member.userId}`} className="text-brand-700 underline">
                  {member.name}
                </Link>
              </Cell>
              <Cell className="break-all">{member.email}</Cell>
              <Cell>{member.role}</Cell>
              <Cell className="whitespace-nowrap">{formatJstDate(member.since)}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
      <Section title="最近の案件">
        <ConsoleTable caption="最近の案件" head={["案件", "状態", "掲載日"]} empty={corporation.projects.length === 0 ? "案件はまだありません。" : undefined}>
          {corporation.projects.map((project) => (
            <tr key={project.id}>
              <Cell>
                <Link href={`/projects/${project.id}`} className="text-brand-700 underline">
                  {project.title}
                </Link>
              </Cell>
              <Cell>{project.status}</Cell>
              <Cell className="whitespace-nowrap">{formatJstDate(project.publishedAt)}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Section>
    </ConsolePage>
  );
}
