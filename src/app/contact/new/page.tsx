import type { Metadata } from "next";
import Link from "next/link";

import { ContactForm } from "@/features/contact/components/contact-form";
import { getContactPrefill } from "@/features/contact/contact.service";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({
  title: "お問い合わせ",
  description: "かけはしへのお問い合わせフォームです。プロ・企業としてのご利用方法、取材・提携のご相談などを受け付けています。3営業日以内に担当者よりご連絡いたします。",
  path: "/contact/new",
});

export default async function ContactPage() {
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  const prefill = await getContactPrefill(deps.db, actor?.userId ?? null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">お問い合わせ</h1>
      <p className="mt-4 text-slate-700">
        サービスについてのご質問やご相談は、下記のフォームからお送りください。内容を確認のうえ、3営業日以内に担当者よりメールでご連絡いたします。
      </p>
      <p className="mt-2 text-sm text-slate-600">
        お問い合わせの前に、
        <Link href="/pages/faq" className="font-bold text-brand-700 underline">
          よくある質問
        </Link>
        もあわせてご確認ください。
      </p>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-8">
        <ContactForm prefill={prefill} />
      </div>
    </div>
  );
}
