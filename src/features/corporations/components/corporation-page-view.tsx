import Link from "next/link";

import { ProjectCard } from "@/features/projects/components/project-card";
import { Breadcrumb } from "@/ui/breadcrumb";

import type { PublicCorporation } from "../corporation-profile.schemas";
import { CorporationLogo } from "./corporation-logo";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2.5 last:border-b-0">
      <dt className="text-xs font-bold text-slate-600">{label}</dt>
      <dd className="mt-0.5 min-w-0 break-all text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The company page (S-BAR-8): who the corporation is and what it is hiring for. A visitor sees the
 * name masked unless the corporation chose otherwise (decision 022); the page says how to see it.
 */
export function CorporationPageView({ corporation, loginPath, settingsPath }: { corporation: PublicCorporation; loginPath: string; settingsPath: string | null }) {
  const c = corporation;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "案件を探す", href: "/top/projects" }, { label: c.name }]} />
      <header className="mt-5 flex items-center gap-4 sm:gap-6">
        <CorporationLogo url={c.logoUrl} testId="corporation-logo" />
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="corporation-name">
            {c.name}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{[c.industry?.label, c.prefecture?.label].filter(Boolean).join("・")}</p>
        </div>
      </header>
      {c.isMasked ? (
        <p className="mt-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="masked-note">
          企業名・ロゴ・Webサイト・登録番号は、ログインした会員にのみ表示されます。{" "}
          <Link href={loginPath} className="font-bold underline">
            ログインして企業名を見る
          </Link>
        </p>
      ) : null}
      {settingsPath ? (
        <p className="mt-4 text-sm">
          <Link href={settingsPath} className="font-bold text-brand-700 underline">
            企業情報を編集する
          </Link>
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="corporation-about" className="min-w-0">
          <h2 id="corporation-about" className="text-lg font-bold text-slate-900">
            企業について
          </h2>
          {c.description ? (
            <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-800" data-testid="corporation-description">
              {c.description}
            </p>
          ) : (
            <p className="mt-3 text-slate-600">紹介文はまだ登録されていません。</p>
          )}
        </section>
        <section aria-labelledby="corporation-facts" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <h2 id="corporation-facts" className="text-lg font-bold text-slate-900">
            企業情報
          </h2>
          <dl className="mt-2">
            <Fact label="業種">{c.industry?.label ?? "—"}</Fact>
            <Fact label="従業員数">{c.employeeSize?.label ?? "—"}</Fact>
            <Fact label="所在地">{c.prefecture?.label ?? "—"}</Fact>
            <Fact label="設立">{c.foundedYear ? `${c.foundedYear}年` : "—"}</Fact>
            {c.websiteUrl ? (
              <Fact label="Webサイト">
                <a href={c.websiteUrl} rel="nofollow ugc noopener noreferrer" target="_blank" className="text-brand-700 underline">
                  {c.websiteUrl}
                  <span className="sr-only">（新しいタブで開きます）</span>
                </a>
              </Fact>
            ) : null}
            {c.invoiceRegistrationNumber ? (
              <Fact label="適格請求書発行事業者登録番号">
                <span data-testid="invoice-number">{c.invoiceRegistrationNumber}</span>
              </Fact>
            ) : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby="corporation-open-projects" className="mt-10">
        <h2 id="corporation-open-projects" className="text-lg font-bold text-slate-900">
          募集中の案件（{c.openProjects.length}件）
        </h2>
        {c.openProjects.length > 0 ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="open-projects">
            {c.openProjects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">現在募集中の案件はありません。</p>
        )}
      </section>

      {c.closedProjects.length > 0 ? (
        <details className="mt-8 rounded-lg border border-slate-200 bg-white" data-testid="closed-projects">
          <summary className="cursor-pointer px-4 py-3 font-bold text-slate-800">募集を終了した案件（{c.closedProjects.length}件）</summary>
          <ul className="grid gap-3 px-4 pb-4 sm:grid-cols-2">
            {c.closedProjects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
