import { PostingPage } from "../../projects/_posting/posting-page";

/** What the request pages say above the form: who reads it and how long it takes (the plan's promise on /business). */
export const REQUEST_LEAD =
  "フリープランでは、案件の内容を運営に送っていただき、運営が確認してから掲載します（原則2営業日以内）。有料プランと同じ項目で、右側（スマートフォンでは「プレビューを見る」）で掲載後の見え方を確かめられます。";

/** An orderer of several corporations has not chosen the one to post for yet. */
export function NoCorporationNotice({ title }: { title: string }) {
  return (
    <PostingPage title={title}>
      <p className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-slate-700" data-testid="no-corporation-notice">
        案件を依頼する企業を、画面右上のメニューの「企業アカウント切り替え」から選んでください。
      </p>
    </PostingPage>
  );
}
