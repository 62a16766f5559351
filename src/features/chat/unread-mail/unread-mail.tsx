import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

import type { UnreadMailDue } from "./unread-mail.queries";

/**
 * 「新しいメッセージがあります」: who wrote, about which project, how many wait, and the room's link.
 * The words themselves stay on the site (mail is forwarded and kept; the guard reads them there).
 */
export function buildUnreadMail(due: UnreadMailDue, target: { siteOrigin: string; unsubscribeUrl: string }) {
  const subject = `【かけはし】${due.senderName}さんから新しいメッセージがあります`;
  return renderMail(
    subject,
    <MailLayout preview={`「${due.projectTitle}」について未読のメッセージが${due.unreadCount}件あります`} kind="notice" {...target}>
      <MailText>{`${due.senderName}さんから、案件「${due.projectTitle}」について新しいメッセージが届いています（未読 ${due.unreadCount}件）。`}</MailText>
      <MailText>返信は、かけはしのメッセージ画面からお送りください。</MailText>
      <MailAction href={`${target.siteOrigin}/project_chat_rooms/${due.roomId}`} label="メッセージを確認する" />
    </MailLayout>,
  );
}
