import { BenefitsPage } from "@/features/content/benefits/benefits-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "かけはしのメリット",
  description: "仲介手数料0円、最短1日で商談、プロは完全無料、実名のプロ。フリーランスのプロと企業それぞれにとっての、かけはしのメリットとご利用の流れをご紹介します。",
  path: "/pages/benefits",
});

export default function Page() {
  return <BenefitsPage />;
}
