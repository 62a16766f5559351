import { Handshake, UserCheck, Zap } from "lucide-react";

import type { FeatureCard } from "../components/feature-card-list";
import type { Step } from "../components/step-list";
import { GUIDE_SECTIONS } from "../guide/guide-page";
import { sectionHref } from "../legal-sections";
import { TERMS_ARTICLES } from "../terms/terms-articles";

/** Where the landing page sends a company; `_on` tells the sign-up page where the visitor came from. */
export const BUSINESS_SIGNUP_PATH = "/signup/orderer?_on=business";

export const BUSINESS_CLAIMS = ["仲介手数料0円", "最短1日で商談", "実名のプロだけ", "フリープラン0円から"] as const;

/** Each reason links to what backs it: the terms' article, the pro search, the guide's chat section. */
export const BUSINESS_REASONS: readonly FeatureCard[] = [
  {
    icon: Handshake,
    title: "仲介手数料0円",
    body: "プロと直接契約するため、契約金額に応じた手数料やマージンはかかりません。予算をまるごとプロの報酬に充てられるので、同じ予算でより経験のあるプロに依頼できます。",
    link: { href: sectionHref("/pages/terms", TERMS_ARTICLES, "article", "会員間の契約"), label: "利用規約（会員間の契約）" },
  },
  {
    icon: UserCheck,
    title: "実名のプロと直接話せる",
    body: "プロには実名での登録をお願いしており、運営が氏名を確認したプロのプロフィールには「本人確認済」と表示されます。経歴とスキルを確かめたうえで、担当者を介さず本人と業務内容や条件をすり合わせられます。",
    link: { href: "/top/pros", label: "プロを探す" },
  },
  {
    icon: Zap,
    title: "最短1日で商談",
    body: "応募が届いたらチャットを開き、「商談日程を提案」から候補日時を送れます。書類の取り次ぎを待つ必要はなく、早ければ応募の翌日にオンラインで商談できます。",
    link: { href: sectionHref("/documents/guide", GUIDE_SECTIONS, "item", "チャットで商談"), label: "発注者ガイド（チャットで商談）" },
  },
];

export type ComparisonRow = { aspect: string; kakehashi: string; agency: string };

/** Against the usual route through a staffing agent, in terms a hiring manager weighs. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { aspect: "手数料", kakehashi: "0円（プランの月額料金のみ）", agency: "契約金額に応じたマージンが毎月発生" },
  { aspect: "商談まで", kakehashi: "最短で応募の翌日", agency: "候補者の紹介を待ってから調整" },
  { aspect: "やり取りの相手", kakehashi: "実名のプロ本人と直接", agency: "担当者を介して伝言" },
  { aspect: "契約", kakehashi: "企業とプロが直接契約", agency: "エージェントを介した再委託" },
];

export const BUSINESS_STEPS: readonly Step[] = [
  { title: "企業アカウントを作成", body: "会社名とご担当者の情報を入力し、届いたメールからメールアドレスを確認します。登録は無料です。" },
  { title: "案件を掲載", body: "業務内容と予算、稼働条件を具体的に書いて掲載します。フリープランでは、運営が内容を確認してから公開します。" },
  { title: "チャットで商談", body: "応募したプロの経歴を確認し、チャットで日程を調整。最短で翌日に商談できます。" },
  { title: "プロと直接契約", body: "条件が合えばプロと直接契約します。取引条件は書面またはメールで明示してください。" },
];

/** The questions from /pages/faq shown on the landing page. */
export const BUSINESS_FAQ_IDS = ["company-brokerage", "company-posting", "fees-apply", "fees-payment"] as const;
