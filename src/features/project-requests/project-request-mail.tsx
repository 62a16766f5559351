import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailLines, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const REQUEST_REJECTED_SUBJECT = "【かけはし】案件掲載の依頼が差し戻されました";
export const REQUEST_PUBLISHED_SUBJECT = "【かけはし】ご依頼の案件を掲載しました";

/** The status page of one request; it asks for a login, so the mail carries no secret. */
export const projectRequestPath = (requestId: number) => `/project_requests/${requestId}`;

type MailTarget = { siteOrigin: string; unsubscribeUrl: string };

export function buildRequestRejectedMail(input: { requestId: number; title: string; comment: string }, target: MailTarget) {
  return renderMail(
    REQUEST_REJECTED_SUBJECT,
    <MailLayout preview="運営からのコメントをご確認のうえ、修正して再申請してください。" kind="notice" {...target}>
      <MailText>ご依頼いただいた案件の掲載について、運営から修正のお願いがあります。</MailText>
      <MailFacts facts={[["案件名", input.title]]} />
      <MailText>運営からのコメント：</MailText>
      <MailLines text={input.comment} />
      <MailText>内容を修正して再申請いただくと、あらためて審査いたします。</MailText>
      <MailAction href={`${target.siteOrigin}${projectRequestPath(input.requestId)}`} label="依頼の内容を確認する" />
    </MailLayout>,
  );
}

export function buildRequestPublishedMail(input: { title: string; projectId: number }, target: MailTarget) {
  return renderMail(
    REQUEST_PUBLISHED_SUBJECT,
    <MailLayout preview="ご依頼の案件が公開され、プロが応募できるようになりました。" kind="notice" {...target}>
      <MailText>ご依頼いただいた案件を審査のうえ、かけはしに掲載しました。プロからの応募をお待ちください。</MailText>
      <MailFacts facts={[["案件名", input.title]]} />
      <MailAction href={`${target.siteOrigin}/projects/${input.projectId}`} label="掲載された案件を見る" />
    </MailLayout>,
  );
}
