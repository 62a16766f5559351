import { BusinessPage } from "@/features/content/business/business-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "採用担当者の方へ",
  description:
    "仲介手数料0円で、実名のフリーランスのプロと最短1日で商談。かけはしの企業向けサービスの特長、ご利用の流れ、フリープランから選べる料金プランをご紹介します。",
  path: "/business",
});

export default function Page() {
  return <BusinessPage />;
}
