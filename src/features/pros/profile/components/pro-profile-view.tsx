import Link from "next/link";

import { ReportButton } from "@/features/reports/components/report-button";
import { Breadcrumb } from "@/ui/breadcrumb";

import type { ProProfile } from "../pro-profile.schemas";
import { ProProfileCard } from "./pro-profile-card";
import { Bio, PortfolioLinks, ProfileSection, SkillList, WorkHistoryTimeline } from "./pro-profile-sections";

type ViewProps = {
  profile: ProProfile;
  /** Visitors get the call to log in (they see 「山田 T.」 and no company names). */
  isVisitor: boolean;
  loginPath: string;
  isOwner: boolean;
  /** Where 「スカウトする」 leads, for an orderer working in a corporation (issue 15). */
  scoutHref?: string;
  /** 「通報する」 under the profile: for signed-in viewers other than the pro (issue 18). */
  canReport?: boolean;
};

/** The public profile page (spec S-BAR-10): the card, then skills, self-introduction, history and portfolio. */
export function ProProfileView({ profile, isVisitor, loginPath, isOwner, scoutHref, canReport = false }: ViewProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "プロを探す", href: "/top/pros" }, { label: profile.displayName }]} />
      {isOwner ? (
        <p className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-800" role="note">
          <span>あなたのプロフィールです。{profile.isPublic ? "発注企業には実名で表示されます。" : "非公開のため、応募先の企業にだけ表示されます。"}</span>
          <Link href="/mypage/config/profile" className="font-bold text-brand-700 underline">
            プロフィールを編集する
          </Link>
        </p>
      ) : null}
      <article className="mt-4 space-y-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
        <ProProfileCard profile={profile} />
        {scoutHref ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
            <p>自社の募集中の案件を選んで、{profile.displayName}さんにスカウトを送れます。</p>
            <Link href={scoutHref} className="rounded-md bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700" data-testid="scout-pro">
              スカウトする
            </Link>
          </div>
        ) : null}
        {isVisitor ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800" data-testid="pro-login-call">
            <p>氏名の全体と職務経歴の企業名は、発注企業としてログインすると表示されます。</p>
            <Link href={loginPath} className="mt-3 inline-block rounded-md bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700">
              ログインして詳しく見る
            </Link>
          </div>
        ) : null}
        {profile.skills.length ? (
          <ProfileSection id="pro-skills-title" title="スキル・経験年数">
            <SkillList skills={profile.skills} />
          </ProfileSection>
        ) : null}
        {profile.bio ? (
          <ProfileSection id="pro-bio-title" title="自己紹介">
            <Bio text={profile.bio} />
          </ProfileSection>
        ) : null}
        {profile.workHistories.length ? (
          <ProfileSection id="pro-history-title" title="職務経歴">
            <WorkHistoryTimeline histories={profile.workHistories} />
          </ProfileSection>
        ) : null}
        {profile.portfolioLinks.length ? (
          <ProfileSection id="pro-portfolio-title" title="ポートフォリオ">
            <PortfolioLinks links={profile.portfolioLinks} />
          </ProfileSection>
        ) : null}
      </article>
      {canReport ? (
        <p className="mt-3 text-right">
          <ReportButton targetType="profile" targetId={profile.id} />
        </p>
      ) : null}
    </div>
  );
}
