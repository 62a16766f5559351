import { PolicyPage } from "@/features/content/policy/policy-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "プライバシーポリシー",
  description:
    "かけはし株式会社のプライバシーポリシーです。取得する個人情報と利用目的、第三者提供、業務委託、安全管理措置、開示・訂正・利用停止・削除のご請求方法、Cookieの利用について定めています。",
  path: "/pages/policy",
});

export default function Page() {
  return <PolicyPage />;
}
