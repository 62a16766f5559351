import { LawPage } from "@/features/content/law-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "特定商取引法に基づく表記",
  description:
    "かけはしの特定商取引法に基づく表記です。販売事業者、所在地、発注者向け料金プランの販売価格、支払方法と支払時期、提供時期、キャンセル、動作環境を記載しています。",
  path: "/pages/law",
});

export default function Page() {
  return <LawPage />;
}
