import { ContentPage } from "../components/content-page";
import { ContentSection } from "../components/content-section";
import { CtaLink } from "../components/cta-link";
import { FeatureCardList } from "../components/feature-card-list";
import { JumpLinks } from "../components/jump-links";
import { StepList } from "../components/step-list";
import { COMPANY_BENEFITS, COMPANY_STEPS, PRO_BENEFITS, PRO_STEPS } from "./benefits-content";

/** /pages/benefits: what pros and companies gain, how each side uses the service, and where to start. */
export function BenefitsPage() {
  return (
    <ContentPage
      title="かけはしのメリット"
      lead="かけはしは、フリーランスのITプロと企業が直接つながるマッチングサービスです。仲介をなくしたことで生まれる、プロと企業それぞれのメリットをご紹介します。"
      variant="plain"
    >
      <JumpLinks
        label="このページの内容"
        links={[
          { href: "#for-pros", label: "プロの方のメリット" },
          { href: "#for-companies", label: "企業の方のメリット" },
          { href: "#how-it-works", label: "ご利用の流れ" },
        ]}
      />

      <ContentSection id="for-pros" title="プロの方のメリット">
        <FeatureCardList cards={PRO_BENEFITS} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <CtaLink href="/signup/pro">プロとして無料登録</CtaLink>
        </div>
      </ContentSection>

      <ContentSection id="for-companies" title="企業の方のメリット">
        <FeatureCardList cards={COMPANY_BENEFITS} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <CtaLink href="/business">企業向けの詳細と料金を見る</CtaLink>
        </div>
      </ContentSection>

      <ContentSection id="how-it-works" title="ご利用の流れ">
        <h3 className="text-lg font-bold text-slate-900">プロの方</h3>
        <div className="mt-4">
          <StepList steps={PRO_STEPS} label="プロの方のご利用の流れ" />
        </div>
        <h3 className="mt-8 text-lg font-bold text-slate-900">企業の方</h3>
        <div className="mt-4">
          <StepList steps={COMPANY_STEPS} label="企業の方のご利用の流れ" />
        </div>
      </ContentSection>

      <section aria-labelledby="benefits-cta" className="mt-12 rounded-xl bg-brand-50 p-6 text-center sm:p-8">
        <h2 id="benefits-cta" className="text-xl font-bold text-slate-900">
          まずは無料で、はじめてみませんか。
        </h2>
        <p className="mt-2 text-[15px] leading-7 text-slate-700">プロの方は登録から受注まで無料。企業の方もフリープランなら0円で始められます。</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink href="/signup/pro">プロとして無料登録</CtaLink>
          <CtaLink href="/business" variant="secondary">
            採用担当者の方へ
          </CtaLink>
        </div>
      </section>
    </ContentPage>
  );
}
