import { GuidePage } from "@/features/content/guide/guide-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "発注者ガイド",
  description:
    "かけはしで業務委託の案件を掲載する企業向けのガイドです。会員登録、企業情報、選ばれる案件の書き方、応募者管理、チャットでの商談、フリーランス法に沿った契約、料金プランまでご説明します。",
  path: "/documents/guide",
});

export default function Page() {
  return <GuidePage />;
}
