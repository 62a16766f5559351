/**
 * The console's sections in the order an operator's day meets them (issue 18). A section is listed
 * here when its pages exist; the menu and the dashboard's links read this list.
 */
export const CONSOLE_SECTIONS = [
  { href: "/admin", label: "ダッシュボード" },
  { href: "/admin/project_requests", label: "掲載依頼" },
  { href: "/admin/audit_logs", label: "操作履歴" },
] as const;
