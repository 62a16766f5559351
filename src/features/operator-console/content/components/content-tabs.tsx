import { ConsoleTabs } from "../../components/console-table";

const TABS = [
  { key: "announcements", href: "/admin/announcements", label: "お知らせ（上部バー）" },
  { key: "news", href: "/admin/news", label: "ニュース（/news）" },
] as const;

/** お知らせ・ニュース is one section with two lists: the top bar's announcements and the public news. */
export function ContentTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return <ConsoleTabs label="お知らせ・ニュースの種類" tabs={TABS.map((tab) => ({ href: tab.href, label: tab.label, isCurrent: tab.key === current }))} />;
}
