import Link from "next/link";

import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from "@/features/notice-mail/notice-mail.schemas";
import { AuthCard } from "@/shell/auth-card";

/** A link whose signature does not verify (mistyped, cut off by the mail client): said plainly, 404. */
export default function UnsubscribeLinkNotFound() {
  return (
    <AuthCard title="お知らせメールの配信停止">
      <div className="space-y-4 text-sm text-slate-700">
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-testid="unsubscribe-invalid">
          {UNSUBSCRIBE_LINK_INVALID_MESSAGE}
        </p>
        <p>
          <Link href="/contact/new" className="font-bold text-brand-700 underline">
            お問い合わせフォーム
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
