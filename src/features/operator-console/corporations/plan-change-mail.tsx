import { renderMail } from "@/platform/mail/render-mail";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailText } from "@/platform/mail/templates/mail-parts";

export const PLAN_CHANGED_SUBJECT = "【かけはし】ご契約プランを変更しました";

/** To a corporation's owners and admins when an operator changes its plan: what it is now and from when. */
export function buildPlanChangedMail(input: { corporationName: string; planName: string; previousPlanName: string; startedOn: string | null }, siteOrigin: string) {
  return renderMail(
    PLAN_CHANGED_SUBJECT,
    <MailLayout preview={`${input.corporationName}のご契約プランを${input.planName}に変更しました。`} kind="service" siteOrigin={siteOrigin}>
      <MailText>ご契約の内容にもとづき、ご利用プランを変更しました。新しいプランの機能は、次にページを開いたときから使えます。</MailText>
      <MailFacts
        facts={[
          ["企業名", input.corporationName],
          ["変更前", input.previousPlanName],
          ["変更後", input.planName],
          ...(input.startedOn ? ([["利用開始日", input.startedOn]] as [string, string][]) : []),
        ]}
      />
      <MailText>お心当たりのない場合や、ご契約内容についてのご質問は、お問い合わせフォームからご連絡ください。</MailText>
      <MailAction href={`${siteOrigin}/business`} label="プランの内容を見る" />
    </MailLayout>,
  );
}
