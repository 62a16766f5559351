import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "お問い合わせを受け付けました",
  description: "お問い合わせありがとうございます。内容を確認のうえ、3営業日以内に担当者よりご連絡いたします。",
  path: "/contact/thanks",
  noIndex: true,
});

export default function ContactThanksPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <div className="rounded-lg border border-slate-200 bg-white px-5 py-10 text-center sm:px-10">
        <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
        {/* keep-all + wbr: on a phone the line breaks between the two phrases, not inside a word */}
        <h1 className="mt-4 break-keep text-2xl font-bold text-slate-900 sm:text-3xl">
          お問い合わせ
          <wbr />
          ありがとうございます
        </h1>
        <p className="mt-5 text-left text-slate-700 sm:text-center">お問い合わせを受け付けました。内容を確認のうえ、3営業日以内に担当者よりメールでご連絡いたします。</p>
        <p className="mt-3 text-left text-sm text-slate-600 sm:text-center">3営業日を過ぎても連絡が届かない場合は、迷惑メールフォルダもご確認ください。</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/" className="rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
            トップページへ
          </Link>
          <Link href="/pages/faq" className="rounded-md border border-brand-600 bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50">
            よくある質問を見る
          </Link>
        </div>
      </div>
    </div>
  );
}
