import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

type Params = Promise<{ id: string }>;

async function idOr404(params: Params): Promise<string> {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return id;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = await idOr404(params);
  return pageMetadata({ title: "企業ページ", description: "企業の紹介と掲載中の案件をまとめたページを準備しています。", path: `/corporations/${id}`, noIndex: true });
}

export default async function Page({ params }: { params: Params }) {
  await idOr404(params);
  return <ComingSoon title="企業ページ" description="企業の紹介と掲載中の案件をまとめたページを準備しています。" />;
}
