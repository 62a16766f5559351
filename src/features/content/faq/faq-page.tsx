import Link from "next/link";

import { ContentPage } from "../components/content-page";
import { FaqAccordion } from "../components/faq-accordion";
import { JumpLinks } from "../components/jump-links";
import { FAQ_GROUPS } from "./faq-entries";

/**
 * /pages/faq: the questions in four groups and a jump list to the groups. No FAQPage structured data
 * (decision 032): Google shows FAQ results only for government and health sites since 2023, and the
 * answers were in the HTML four times.
 */
export function FaqPage() {
  return (
    <ContentPage title="よくある質問" lead="かけはしのご利用について、よくいただくご質問をまとめました。質問を押すと回答が開きます。" variant="plain">
      <JumpLinks label="質問のカテゴリー" links={FAQ_GROUPS.map((group) => ({ href: `#${group.id}`, label: group.title }))} />
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10">
          <h2 id={group.id} className="mb-4 scroll-mt-24 text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <FaqAccordion ids={group.entries.map((entry) => entry.id)} />
        </section>
      ))}
      <section aria-labelledby="faq-contact" className="mt-12 rounded-lg bg-brand-50 p-5 sm:p-6">
        <h2 id="faq-contact" className="text-lg font-bold text-slate-900">
          解決しない場合は
        </h2>
        <p className="mt-2 text-[15px] leading-8 text-slate-700">
          こちらにないご質問は、
          <Link href="/contact/new" className="font-medium text-brand-700 underline underline-offset-2">
            お問い合わせフォーム
          </Link>
          からお送りください。担当者より、原則3営業日以内にメールでご回答します。
        </p>
      </section>
    </ContentPage>
  );
}
