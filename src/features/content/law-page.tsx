import Link from "next/link";

import { COMPANY_PROFILE } from "@/config/company";

import { AddressText } from "./components/address-text";
import { ContentPage } from "./components/content-page";
import { DefinitionTable } from "./components/definition-table";
import { ORDERER_PLANS, formatPlanPrice, formatYen, priceExcludingTax } from "./plans";

const contactLink = <Link href={COMPANY_PROFILE.contactPath}>お問い合わせフォーム</Link>;

/** /pages/law: 特定商取引法に基づく表記 for the orderer plans (the only thing sold; pros pay nothing). */
export function LawPage() {
  const company = COMPANY_PROFILE;
  return (
    <ContentPage title="特定商取引法に基づく表記" updatedOn="2026-11-25">
      <DefinitionTable
        label="特定商取引法に基づく表記"
        rows={[
          { term: "販売事業者", description: company.name },
          { term: "運営統括責任者", description: company.operationsManager },
          { term: "所在地", description: <AddressText /> },
          {
            term: "電話番号",
            description: (
              <p>
                ご請求をいただいた場合、遅滞なく開示いたします。{contactLink}
                からお申し出ください。なお、サービスに関するお問い合わせは、対応の記録を残し確実にお答えするため、お問い合わせフォームで承っております。
              </p>
            ),
          },
          {
            term: "メールアドレス",
            description: <p>ご請求をいただいた場合、遅滞なく開示いたします。{contactLink}からお申し出ください。</p>,
          },
          {
            term: "販売価格",
            description: (
              <>
                <p>発注者向け料金プラン（表示価格は消費税込みの月額です）</p>
                <ul>
                  {ORDERER_PLANS.map((plan) => (
                    <li key={plan.id}>
                      {plan.name}：{formatPlanPrice(plan)}
                      {plan.monthlyPriceYen > 0 ? `（税抜 ${formatYen(priceExcludingTax(plan))}）` : null}
                    </li>
                  ))}
                </ul>
                <p>プロの方のご利用は、登録から受注まで無料です。仲介手数料・成功報酬は、プロ・発注者ともにいただきません。</p>
              </>
            ),
          },
          {
            term: "商品代金以外の必要料金",
            description: (
              <p>
                本サービスの閲覧・利用に必要なインターネット接続料金及び通信料金はお客様のご負担となります。利用料金をお振込みいただく際の振込手数料も、お客様のご負担となります。
              </p>
            ),
          },
          {
            term: "支払方法",
            description: <p>請求書払い（銀行振込）。クレジットカード等によるオンライン決済には対応しておりません。</p>,
          },
          {
            term: "支払時期",
            description: (
              <p>毎月末日締めで当月分の請求書を発行し、ご契約時にお知らせいただいたご担当者のメールアドレスにお送りします。翌月末日までにお振込みください。</p>
            ),
          },
          {
            term: "提供時期",
            description: <p>{contactLink}からお申込みいただき、ご契約の成立後、当社が有料プランへの切り替えを行った日（利用開始日）からご利用いただけます。</p>,
          },
          {
            term: "返品・キャンセル",
            description: (
              <>
                <p>
                  サービスの性質上、お申込み後のキャンセル及びお支払い済みの料金の返金はお受けしておりません。契約期間の途中で解約された場合も、日割りでの返金は行いません。
                </p>
                <p>
                  有料プランは、お問い合わせフォームからいつでも解約をお申し出いただけます。次回更新日の前日までにお申し出いただくと、次の契約期間以降の料金は発生しません。当社の責めに帰すべき事由によりサービスを提供できなかった場合は、
                  <Link href="/pages/terms">利用規約</Link>に従い対応します。
                </p>
              </>
            ),
          },
          {
            term: "動作環境",
            description: (
              <p>
                パソコン：Google Chrome、Microsoft Edge、Mozilla Firefox、Safari の各最新版
                <br />
                スマートフォン：iOS 17以降のSafari、Android 12以降のGoogle Chrome
                <br />
                いずれもJavaScript及びCookieを有効にしてご利用ください。
              </p>
            ),
          },
        ]}
      />
    </ContentPage>
  );
}
