/**
 * Every state-changing console action (issue 18), named once: the audit log stores the key and shows
 * the label; its filter offers these. A new console action adds its line here first.
 */
export const OPERATOR_ACTIONS = {
  "project_request.start_review": "掲載依頼の審査を開始",
  "project_request.edit": "掲載依頼を編集",
  "project_request.publish": "掲載依頼を掲載",
  "project_request.reject": "掲載依頼を差し戻し",
  "user.verify_real_name": "本人確認済みにする",
  "user.unverify_real_name": "本人確認を取り消す",
  "user.suspend": "利用停止",
  "user.unsuspend": "利用停止を解除",
  "user.force_password_reset": "パスワードの再設定を要求",
  "user.end_sessions": "すべての端末からログアウト",
  "user.remove_two_factor": "二段階認証を解除",
  "sessions.end_all": "全ユーザーをログアウト",
  "corporation.change_plan": "プランを変更",
  "corporation.edit_billing": "請求情報を変更",
  "project.close": "案件を掲載終了",
  "project.edit": "案件を編集",
  "report.decide": "通報を対応済みにする",
  "report.dismiss": "通報を却下",
  "announcement.create": "お知らせを作成",
  "announcement.edit": "お知らせを編集",
  "announcement.delete": "お知らせを削除",
  "news.create": "ニュースを作成",
  "news.edit": "ニュースを編集",
  "news.delete": "ニュースを削除",
  "inquiry.change_status": "問い合わせの状態を変更",
  "inquiry.reply": "問い合わせに返信",
  "mail.resend": "メールを再送",
} as const;

export type OperatorAction = keyof typeof OPERATOR_ACTIONS;
export const OPERATOR_ACTION_KEYS = Object.keys(OPERATOR_ACTIONS) as [OperatorAction, ...OperatorAction[]];

export const OPERATOR_TARGET_LABELS = {
  user: "ユーザー",
  corporation: "企業",
  project: "案件",
  project_request: "掲載依頼",
  report: "通報",
  announcement: "お知らせ",
  news: "ニュース",
  inquiry: "問い合わせ",
  mail: "メール",
  site: "サイト全体",
} as const;

export type OperatorTargetType = keyof typeof OPERATOR_TARGET_LABELS;
