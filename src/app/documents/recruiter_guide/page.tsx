import { RecruiterGuidePage } from "@/features/content/guide/recruiter-guide-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "ご利用マニュアル（発注企業アカウント向け）",
  description:
    "かけはしを企業アカウントでご利用の採用担当者向けの操作マニュアルです。発注者マイページ、応募者管理、案件の登録、企業アカウントの切り替え、お知らせとメッセージの使い方をご説明します。",
  path: "/documents/recruiter_guide",
});

export default function Page() {
  return <RecruiterGuidePage />;
}
