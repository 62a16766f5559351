import type { Metadata } from "next";
import {
  Bell,
  Briefcase,
  Building2,
  ChevronRight,
  Download,
  IdCard,
  ImageIcon,
  KeyRound,
  Mail,
  MonitorSmartphone,
  ShieldBan,
  ShieldCheck,
  UserPen,
  Users,
  UserX,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";

import { paths } from "@/config/navigation";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { Breadcrumb } from "@/ui/breadcrumb";

export const metadata: Metadata = pageMetadata({
  title: "設定",
  description: "プロフィール・お名前・メール通知・メールアドレス・パスワード・二段階認証・ログイン中の端末・データのダウンロード・退会の設定です。",
  path: "/mypage/config",
  noIndex: true,
});

type Audience = "everyone" | "pros" | "orderers";
type SettingsItem = { href: string; label: string; description: string; Icon: LucideIcon; audience?: Audience };

/** Each item says who it is for; the hub shows a user only what applies to their role. */
const SECTIONS: { heading: string; items: SettingsItem[] }[] = [
  {
    heading: "プロフィール",
    items: [
      {
        href: "/mypage/config/profile",
        label: "プロフィールの編集",
        description: "見出し・スキル・職務経歴・希望単価など、企業に公開するプロフィールを編集します。",
        Icon: UserPen,
        audience: "pros",
      },
      { href: "/mypage/config/avatar", label: "プロフィール画像", description: "プロフィールや画面上部のバーに表示される画像を設定します。", Icon: ImageIcon },
      { href: "/mypage/config/name", label: "お名前", description: "アカウントのお名前とフリガナを変更します。", Icon: IdCard },
    ],
  },
  {
    heading: "プロとしての設定",
    items: [
      { href: "/mypage/config/intention", label: "転職意向", description: "プロフィールに表示する転職意向を設定します。", Icon: Briefcase, audience: "pros" },
      {
        href: "/mypage/config/shield",
        label: "勤務先ブロック",
        description: "現在の勤務先などに、あなたのプロフィールが表示されないようにできます。",
        Icon: ShieldBan,
        audience: "pros",
      },
    ],
  },
  {
    heading: "企業アカウント",
    items: [
      {
        href: paths.corporationSettings(),
        label: "企業情報",
        description: "企業ページに表示する企業名・ロゴ・紹介文・登録番号などを設定します。",
        Icon: Building2,
        audience: "orderers",
      },
      { href: paths.corporationMembers(), label: "メンバーと招待", description: "メンバーの権限を管理し、メールで同僚を招待します。", Icon: Users, audience: "orderers" },
    ],
  },
  {
    heading: "通知",
    items: [{ href: "/mypage/config/notifications", label: "メール通知", description: "スカウトやメッセージなど、お知らせメールの受け取りを設定します。", Icon: Bell }],
  },
  {
    heading: "アカウント",
    items: [
      { href: "/mypage/config/email", label: "メールアドレスの変更", description: "ログインやお知らせに使うメールアドレスを変更します。", Icon: Mail },
      { href: "/mypage/config/password", label: "パスワードの変更", description: "現在のパスワードを確認したうえで、新しいパスワードに変更します。", Icon: KeyRound },
    ],
  },
  {
    heading: "セキュリティとデータ",
    items: [
      {
        href: "/mypage/config/two_factor",
        label: "二段階認証",
        description: "ログインのとき、パスワードに加えてスマートフォンの認証アプリの確認コードを求めるようにします。",
        Icon: ShieldCheck,
      },
      {
        href: "/mypage/config/sessions",
        label: "ログイン中の端末",
        description: "ログインしているブラウザや端末を確認し、心当たりのないものをログアウトします。",
        Icon: MonitorSmartphone,
      },
      {
        href: "/mypage/config/export",
        label: "データのダウンロード",
        description: "かけはしに登録されているあなたのデータを、JSON形式でダウンロードできます。",
        Icon: Download,
      },
    ],
  },
  {
    heading: "退会",
    items: [{ href: "/mypage/config/withdrawal", label: "退会", description: "アカウントを削除します。退会後はログインできなくなります。", Icon: UserX }],
  },
];

export default async function Page() {
  const actor = await requirePageActor("member", "/mypage/config");
  const applies = ({ audience = "everyone" }: SettingsItem) => audience === "everyone" || (audience === "pros" ? actor.isPro : actor.isOrderer);
  const sections = SECTIONS.map((section) => ({ ...section, items: section.items.filter(applies) })).filter((section) => section.items.length > 0);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "設定" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">設定</h1>
      <p className="mt-3 text-slate-700">プロフィール・通知・アカウントとセキュリティの設定を変更できます。</p>
      <div className="mt-8 space-y-8">
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`settings-${section.heading}`}>
            <h2 id={`settings-${section.heading}`} className="text-sm font-bold text-slate-600">
              {section.heading}
            </h2>
            <ul className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
              {section.items.map(({ href, label, description, Icon }) => (
                <li key={href}>
                  <Link href={href} className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5">
                    <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold text-slate-900">{label}</span>
                      <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
