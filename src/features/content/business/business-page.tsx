import Link from "next/link";

import { CtaLink } from "../components/cta-link";
import { FaqAccordion } from "../components/faq-accordion";
import { FeatureCardList } from "../components/feature-card-list";
import { StepList } from "../components/step-list";
import { BUSINESS_FAQ_IDS, BUSINESS_REASONS, BUSINESS_SIGNUP_PATH, BUSINESS_STEPS } from "./business-content";
import { BusinessHero } from "./business-hero";
import { BusinessSection } from "./business-section";
import { ComparisonTable } from "./comparison-table";
import { PlanCards } from "./plan-cards";

/** /business: the landing page for hiring managers (採用担当者の方へ). */
export function BusinessPage() {
  return (
    <div>
      <BusinessHero />
      <BusinessSection id="why" title="かけはしが選ばれる理由">
        <FeatureCardList cards={BUSINESS_REASONS} columns={3} />
        <h3 className="mt-10 text-lg font-bold text-slate-900">エージェント経由との違い</h3>
        <div className="mt-4">
          <ComparisonTable />
        </div>
      </BusinessSection>
      <BusinessSection id="flow" title="ご利用の流れ" tinted>
        <StepList steps={BUSINESS_STEPS} label="企業の方のご利用の流れ" isWide />
      </BusinessSection>
      <BusinessSection id="plans" title="料金プラン">
        <p className="-mt-2 mb-6 text-[15px] leading-7 text-slate-700">どのプランも、仲介手数料・成功報酬はかかりません。表示価格はすべて税込です。</p>
        <PlanCards />
        <p className="mt-4 text-sm leading-7 text-slate-600">
          登録直後はフリープランです。有料プランは、
          <Link href="/contact/new" className="text-brand-700 underline underline-offset-2">
            お問い合わせフォーム
          </Link>
          からお申し込みいただき、ご契約の内容を確認したうえで運営がプランを切り替えます。お支払いは請求書払い（銀行振込）です。詳しくは
          <Link href="/pages/law" className="text-brand-700 underline underline-offset-2">
            特定商取引法に基づく表記
          </Link>
          をご覧ください。
        </p>
      </BusinessSection>
      <BusinessSection id="faq" title="よくある質問" tinted>
        <FaqAccordion ids={BUSINESS_FAQ_IDS} />
        <p className="mt-4 text-right text-sm">
          <Link href="/pages/faq" className="text-link">
            よくある質問をすべて見る
          </Link>
        </p>
      </BusinessSection>
      <section aria-labelledby="business-cta" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
          <h2 id="business-cta" className="text-2xl font-bold">
            まずは無料で、案件を掲載してみませんか。
          </h2>
          <p className="mt-3 text-[15px] leading-7 text-brand-50">フリープランなら費用はかかりません。登録は1分で完了します。</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <CtaLink href={BUSINESS_SIGNUP_PATH} variant="secondary">
              企業アカウントを無料で作成
            </CtaLink>
            <Link
              href="/contact/new"
              className="inline-flex items-center justify-center rounded-md border border-white px-6 py-3 font-bold text-white hover:bg-brand-700"
            >
              導入について問い合わせる
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
