import { BadgeCheck, Handshake, UserCheck, Wallet, Zap } from "lucide-react";

import type { FeatureCard } from "../components/feature-card-list";
import type { Step } from "../components/step-list";

export const PRO_BENEFITS: readonly FeatureCard[] = [
  {
    icon: Wallet,
    title: "プロは完全無料",
    body: "会員登録、案件の検索・応募、企業とのチャット、受注まで、費用は一切かかりません。有料オプションもありません。",
  },
  {
    icon: Handshake,
    title: "仲介手数料0円",
    body: "企業と直接契約するので、提示された報酬がそのままあなたの報酬です。中間マージンで単価が目減りすることはありません。",
  },
  {
    icon: Zap,
    title: "最短1日で商談",
    body: "応募するとすぐに企業とのチャットが開き、そのまま日程を調整できます。早ければ、案件を見つけた翌日には商談できます。",
  },
  {
    icon: BadgeCheck,
    title: "実名だから信頼される",
    body: "かけはしのプロは全員が実名です。企業は安心して声をかけられ、あなたの経歴と実績がそのまま評価につながります。",
  },
];

export const COMPANY_BENEFITS: readonly FeatureCard[] = [
  {
    icon: Handshake,
    title: "仲介手数料0円",
    body: "契約金額に応じた手数料やマージンはかかりません。予算をそのままプロへの報酬に充てられるため、同じ予算でより経験のあるプロに依頼できます。",
  },
  {
    icon: Zap,
    title: "最短1日で商談",
    body: "応募が届いたらチャットで日程を調整し、早ければ翌日に商談できます。エージェントを介した書類のやり取りで何週間も待つ必要はありません。",
  },
  {
    icon: UserCheck,
    title: "実名のプロと直接話せる",
    body: "登録しているのは実名のプロだけです。経歴・スキルを確かめたうえで、本人と直接、業務内容や条件をすり合わせられます。",
  },
  {
    icon: Wallet,
    title: "プロが無料だから集まる",
    body: "プロは登録から受注まで無料のため、副業や独立直後の方を含め、幅広いプロが気軽に応募できます。",
  },
];

export const PRO_STEPS: readonly Step[] = [
  { title: "無料で会員登録", body: "氏名とメールアドレス、パスワードを入力するだけ。1分で登録できます。" },
  { title: "案件を探す", body: "職種・スキル・稼働日数・リモート可否などで絞り込み、条件に合う案件を探します。" },
  { title: "応募してチャット", body: "気になる案件に応募すると、企業とのチャットが開きます。そのまま商談の日程を調整します。" },
  { title: "商談・直接契約", body: "条件に合意したら企業と直接契約。取引条件は企業から書面またはメールで明示されます。" },
];

export const COMPANY_STEPS: readonly Step[] = [
  { title: "企業アカウントを作成", body: "会社名と担当者の情報を登録します。フリープランなら費用はかかりません。" },
  { title: "案件を掲載", body: "業務内容・報酬・稼働日数・働き方を、正確に具体的に記載して掲載します。" },
  { title: "応募者とチャット", body: "応募したプロの経歴を確認し、チャットで質問や日程調整を進めます。" },
  { title: "商談・直接契約", body: "商談で条件をすり合わせ、プロと直接契約します。取引条件は書面またはメールで明示してください。" },
];
