import { SecurityPage } from "@/features/content/security/security-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "情報セキュリティ方針",
  description:
    "かけはしの情報セキュリティ方針です。Argon2idによるパスワードの保護、TLSによる通信の暗号化、セッション管理、アクセス制御、脆弱性と事故への対応についてご説明します。",
  path: "/pages/security",
});

export default function Page() {
  return <SecurityPage />;
}
