import { FaqPage } from "@/features/content/faq/faq-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "よくある質問",
  description: "かけはしのよくある質問。プロの方・企業の方・アカウントとセキュリティ・料金について、登録や応募、案件掲載、契約、支払方法などの疑問にお答えします。",
  path: "/pages/faq",
});

export default function Page() {
  return <FaqPage />;
}
