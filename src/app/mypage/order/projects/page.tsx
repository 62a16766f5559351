import type { Metadata } from "next";
import Link from "next/link";

import { paths } from "@/config/navigation";
import { OrderProjectFilters, orderProjectsHref } from "@/features/order-projects/components/order-project-filters";
import { OrderProjectItem } from "@/features/order-projects/components/order-project-item";
import { ORDER_SORTS, ORDER_STATUS_FILTERS, type OrderProjectsQuery } from "@/features/order-projects/order-projects.schemas";
import { listOrderProjects } from "@/features/order-projects/order-projects.service";
import { getPageUser } from "@/features/users/page-user";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";
import { Pagination } from "@/ui/pagination";

const PATH = paths.ordererMyPage();
const TITLE = "発注者マイページ";

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: "掲載中の案件・下書き・掲載依頼の状況と、閲覧数・いいね・応募数をまとめて確認できます。",
  path: PATH,
  noIndex: true,
});

type Params = { status?: string | string[]; sort?: string | string[]; page?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(choices: readonly T[], value: string | undefined, fallback: T): T => (choices.includes(value as T) ? (value as T) : fallback);

/** A hand-edited address never errors: an unknown status or sort shows the default one. */
function queryOf(params: Params): OrderProjectsQuery {
  return {
    status: oneOf(ORDER_STATUS_FILTERS, first(params.status), "all"),
    sort: oneOf(ORDER_SORTS, first(params.sort), "newest"),
    page: parsePageNumber(params.page),
  };
}

function Frame({ children, subtitle }: { children: React.ReactNode; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: TITLE }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{TITLE}</h1>
      {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </section>
  );
}

/** 発注者マイページ (spec S-BAR-9, issue 14): the current corporation's projects, drafts and requests, for every member. */
export default async function OrderProjectsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const [actor, { deps }, params, user] = await Promise.all([requirePageActor("member", PATH), getRuntime(), searchParams, getPageUser()]);
  // The menu offers this page to every member (S-NAV-2): a pro or an operator is told what it is for.
  if (!actor.isOrderer) {
    return (
      <Frame>
        <Notice title="企業アカウント向けのページです">
          発注者マイページは、案件を掲載する企業アカウントのメンバーが使うページです。応募した案件やいいねした案件は
          <Link href={paths.proProjects()} className="text-brand-700 underline">
            案件管理
          </Link>
          から確認できます。
        </Notice>
      </Frame>
    );
  }
  if (!actor.corporation) {
    return (
      <Frame>
        <Notice title="企業アカウントを選択してください">
          案件を管理する企業アカウントがまだ選ばれていません。画面右上のメニューの「企業アカウント切り替え」から、作業する企業を選んでください。
        </Notice>
      </Frame>
    );
  }
  const list = await listOrderProjects(deps.db, actor, queryOf(params), deps.now());
  const publishesDirectly = abilitiesOf(actor.plan).publishesProjectsDirectly;
  // A free plan has no drafts: its lines are requests and the projects published from them.
  const subtitle = user?.currentCorporation ? `${user.currentCorporation.name} の${publishesDirectly ? "案件・下書き・掲載依頼" : "掲載依頼と案件"}` : undefined;
  const registerButton = (
    <Link href={list.registration.href} className="bg-brand-600 hover:bg-brand-700 inline-flex h-10 items-center rounded-md px-4 text-sm font-bold text-white">
      {list.registration.label}
    </Link>
  );
  if (list.counts.all === 0) {
    return (
      <Frame subtitle={subtitle}>
        <Notice title="まだ案件がありません">
          <p>
            {publishesDirectly
              ? "案件を登録すると、公開状況・閲覧数・いいね・応募数をここで確認できます。"
              : "案件の掲載を依頼すると、審査の状況と、掲載後の閲覧数・いいね・応募数をここで確認できます。"}
          </p>
          <p className="mt-4">{registerButton}</p>
        </Notice>
      </Frame>
    );
  }
  return (
    <Frame subtitle={subtitle}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">閲覧数は日本時間の日ごとの集計で、今日を含みます。</p>
        {registerButton}
      </div>
      <OrderProjectFilters list={list} basePath={PATH} />
      {list.items.length > 0 ? (
        <section aria-label="案件の一覧">
          <ul className="space-y-3">
            {list.items.map((item) => (
              <OrderProjectItem key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">この状態の案件はありません。</p>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => orderProjectsHref(PATH, { status: list.status, sort: list.sort, page })} />
    </Frame>
  );
}
