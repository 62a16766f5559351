import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailLines, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";
import { paths } from "@/config/navigation";

import { FRESHNESS_CLOSE_DAYS, FRESHNESS_NOTICE_DAYS, FRESHNESS_NOTICE_TEXT } from "@/lib/listing-freshness";

export const FRESHNESS_NOTICE_SUBJECT = `【かけはし】${FRESHNESS_NOTICE_TEXT}`;
/** A mail names this many projects; the list page shows them all. */
const TITLES_IN_MAIL = 10;

export function buildFreshnessNoticeMail(
  input: { corporationName: string; projects: readonly { id: number; title: string }[] },
  target: { siteOrigin: string; unsubscribeUrl: string },
) {
  const shown = input.projects.slice(0, TITLES_IN_MAIL);
  const more = input.projects.length - shown.length;
  return renderMail(
    FRESHNESS_NOTICE_SUBJECT,
    <MailLayout preview={`${FRESHNESS_NOTICE_DAYS}日以上更新されていない案件があります。`} kind="notice" {...target}>
      <MailText>{`${input.corporationName} の次の案件は、掲載内容が${FRESHNESS_NOTICE_DAYS}日以上更新されていません。`}</MailText>
      <MailLines text={[...shown.map((project) => `・${project.title}`), ...(more > 0 ? [`ほか ${more} 件`] : [])].join("\n")} />
      <MailText>
        {`募集条件や業務内容が現在のものか確認し、必要なら編集してください（保存すると確認済みになります）。更新のないまま${FRESHNESS_CLOSE_DAYS}日を過ぎた案件は、自動で募集終了になります。`}
      </MailText>
      <MailAction href={`${target.siteOrigin}${paths.ordererMyPage()}`} label="掲載中の案件を確認する" />
    </MailLayout>,
  );
}
