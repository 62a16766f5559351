import { TermsPage } from "@/features/content/terms/terms-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "利用規約",
  description:
    "かけはし株式会社が提供するフリーランス・業務委託マッチングサービス「かけはし」の利用規約です。会員登録、実名登録、会員間の直接契約、料金、禁止事項などを定めています。",
  path: "/pages/terms",
});

export default function Page() {
  return <TermsPage />;
}
