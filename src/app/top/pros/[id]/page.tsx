import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { isProProfileListed } from "@/features/users/public-profile.service";
import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

const TITLE = "プロフィール";
const DESCRIPTION = "実名で登録しているプロの経歴・スキル・実績をまとめたプロフィールページを準備しています。";

/** The pro behind the id, or 404: unknown ids, users who are not pros and accounts that left (退会) have no page. */
async function listedProIdOrNotFound(params: Params): Promise<number> {
  const id = parsePositiveId((await params).id) ?? notFound();
  const { deps } = await getRuntime();
  if (!(await isProProfileListed(deps.db, id))) notFound();
  return id;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = await listedProIdOrNotFound(params);
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: `/top/pros/${id}`, noIndex: true });
}

export default async function Page({ params }: { params: Params }) {
  await listedProIdOrNotFound(params);
  return <ComingSoon title={TITLE} description={DESCRIPTION} />;
}
