import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "プロを探す",
  description: "実名で登録しているフリーランスのプロを、スキルや職種から探せるページを準備しています。",
  path: "/top/pros",
});

export default function Page() {
  return <ComingSoon title="プロを探す" description="実名で登録しているフリーランスのプロを、スキルや職種から探せるページを準備しています。" />;
}
