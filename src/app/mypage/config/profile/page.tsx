import type { Metadata } from "next";
import Link from "next/link";

import { paths } from "@/config/navigation";
import { getCatalog } from "@/features/catalog/catalog.service";
import { ProProfileForm } from "@/features/pros/profile/components/pro-profile-form";
import { getProProfileEditor, proProfilePath } from "@/features/pros/profile/pro-profile.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";

const PATH = "/mypage/config/profile";

export const metadata: Metadata = pageMetadata({
  title: "プロフィールの編集",
  description: "発注企業に見せるプロフィール（スキル、職務経歴、希望条件）を編集します。",
  path: PATH,
  noIndex: true,
});

const pick = (rows: readonly { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));

export default async function ProProfileSettingsPage() {
  const [actor, { deps }] = await Promise.all([requirePageActor("pro", PATH), getRuntime()]);
  const [editor, catalog] = await Promise.all([getProProfileEditor(deps.db, actor), getCatalog(deps.db)]);
  const options = {
    professions: pick(catalog.professions.all),
    skills: pick(catalog.skills.all),
    remoteTypes: pick(catalog.remoteTypes.all),
    prefectures: pick(catalog.prefectures.all),
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "設定", href: paths.settings() }, { label: "プロフィールの編集" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">プロフィールの編集</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        発注企業はこのプロフィールを見て声をかけます。実名は発注企業にだけ表示され、ログインしていない人には「姓＋名の頭文字」で表示されます。
      </p>
      <p className="mt-2 text-sm">
        <Link href={proProfilePath(editor.userId)} className="font-bold text-brand-700 underline">
          公開ページを見る
        </Link>
      </p>
      <div className="mt-8">
        <ProProfileForm editor={editor} options={options} />
      </div>
    </div>
  );
}
