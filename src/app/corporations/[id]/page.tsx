import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";

type Params = Promise<{ id: string }>;

const TITLE = "企業ページ";
const DESCRIPTION = "企業の紹介と掲載中の案件をまとめたページを準備しています。";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = parsePositiveId((await params).id) ?? notFound();
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: `/corporations/${id}`, noIndex: true });
}

export default async function Page({ params }: { params: Params }) {
  if (parsePositiveId((await params).id) === null) notFound();
  return <ComingSoon title={TITLE} description={DESCRIPTION} />;
}
