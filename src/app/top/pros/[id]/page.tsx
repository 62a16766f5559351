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
  return pageMetadata({ title: "プロフィール", description: "実名で登録しているプロの経歴・スキル・実績をまとめたプロフィールページを準備しています。", path: `/top/pros/${id}`, noIndex: true });
}

export default async function Page({ params }: { params: Params }) {
  await idOr404(params);
  return <ComingSoon title="プロフィール" description="実名で登録しているプロの経歴・スキル・実績をまとめたプロフィールページを準備しています。" />;
}
