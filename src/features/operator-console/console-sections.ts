/**
 * The console's sections in the order an operator's day meets them (issue 18). A section is listed
 * here when its pages exist; the menu and the dashboard's links read this list.
 */
export const CONSOLE_SECTIONS: readonly { href: string; label: string; alsoUnder?: readonly string[] }[] = [
  { href: "/admin", label: "ダッシュボード" },
  { href: "/admin/project_requests", label: "掲載依頼" },
  { href: "/admin/users", label: "ユーザー" },
  { href: "/admin/corporations", label: "企業" },
  { href: "/admin/projects", label: "案件" },
  { href: "/admin/reports", label: "通報" },
  { href: "/admin/announcements", label: "お知らせ・ニュース", alsoUnder: ["/admin/news"] },
  { href: "/admin/inquiries", label: "問い合わせ" },
  { href: "/admin/mails", label: "メール送信履歴" },
  { href: "/admin/audit_logs", label: "操作履歴" },
];
