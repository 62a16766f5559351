import Link from "next/link";

import { COMPANY_PROFILE } from "@/config/company";

import { AddressText } from "./components/address-text";
import { ContentPage } from "./components/content-page";
import { DefinitionTable } from "./components/definition-table";
import { formatJapaneseDate } from "@/lib/format-date";

/** /pages/overview: the mission, the company facts, and what the service promises. */
export function OverviewPage() {
  const company = COMPANY_PROFILE;
  return (
    <ContentPage title="会社概要">
      <section aria-labelledby="mission">
        <h2 id="mission" className="mt-0!">
          ミッション
        </h2>
        <p className="text-lg font-bold leading-9 text-brand-800">いい仕事と、いいプロのあいだに、まっすぐな橋を架ける。</p>
        <p>
          ITの現場では、力のあるフリーランスのプロと、その力を必要とする企業が、何層もの仲介や見えない手数料に隔てられてきました。
          報酬の一部が中間で消え、条件が伝わるまでに時間がかかり、顔の見えない相手と契約することも珍しくありません。
        </p>
        <p>
          {company.name}は、企業とプロが直接出会い、対等な条件で話し合える場として「{company.serviceName}」を運営しています。
          仲介手数料をいただかず、プロは実名で登録し、企業は正確な条件で案件を掲載する。その当たり前を積み重ねることで、
          働く人が正当に報われ、企業が必要な力にすぐ届く社会をつくります。
        </p>
      </section>

      <section aria-labelledby="company-facts">
        <h2 id="company-facts">会社情報</h2>
        <DefinitionTable
          label="会社情報"
          rows={[
            { term: "会社名", description: `${company.name}（${company.nameEn}）` },
            { term: "所在地", description: <AddressText /> },
            { term: "設立", description: formatJapaneseDate(company.foundedOn) },
            { term: "代表者", description: `${company.representative.title} ${company.representative.name}` },
            { term: "資本金", description: company.capital },
            { term: "事業内容", description: company.business },
            {
              term: "お問い合わせ",
              description: (
                <p>
                  <Link href={company.contactPath}>お問い合わせフォーム</Link>
                  よりご連絡ください。内容を確認のうえ、担当者よりメールでご回答します。
                </p>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="service">
        <h2 id="service">「{company.serviceName}」について</h2>
        <p>
          {company.serviceName}
          は、エンジニア・デザイナー・プロジェクトマネージャーなどのフリーランスのプロと、業務委託の案件を掲載する企業をつなぐマッチングサービスです。
        </p>
        <ul>
          <li>
            <strong>仲介手数料0円</strong>：企業とプロが直接契約するため、報酬から手数料が差し引かれることはありません。
          </li>
          <li>
            <strong>最短1日で商談</strong>：応募からチャットで日程を調整し、早ければ翌日に商談できます。
          </li>
          <li>
            <strong>プロは完全無料</strong>：登録から案件探し、応募、受注まで、プロの利用料はかかりません。
          </li>
          <li>
            <strong>実名のプロ</strong>：プロは実名で登録するため、企業は相手を確かめて話を進められます。
          </li>
        </ul>
        <p>
          くわしくは<Link href="/pages/benefits">かけはしのメリット</Link>、企業の方は<Link href="/business">採用担当者の方へ</Link>
          をご覧ください。
        </p>
      </section>
    </ContentPage>
  );
}
