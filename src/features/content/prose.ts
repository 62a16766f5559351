/**
 * Reading styles for long text (legal pages, guides), applied to the container so page texts can
 * be written as plain h2/h3/p/ol/ul/table/dl. Kept here rather than in globals.css because only
 * content pages use them. `[overflow-wrap:anywhere]` keeps long URLs and addresses inside 390 px.
 */
export const PROSE_CLASS = [
  "text-[15px] leading-7 text-slate-800 [overflow-wrap:anywhere] sm:leading-8",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:border-b [&_h2]:border-slate-200 [&_h2]:pb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-slate-900 sm:[&_h3]:text-lg",
  // Headings and table headers break between phrases (Chromium's auto-phrase; others ignore it).
  "[&_h2]:[word-break:auto-phrase] [&_h3]:[word-break:auto-phrase] [&_th]:[word-break:auto-phrase]",
  "[&_p]:mt-4",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_li>ol]:mt-2 [&_li>ul]:mt-2",
  // Button links (data-cta) keep their own colours.
  "[&_a:not([data-cta])]:font-medium [&_a:not([data-cta])]:text-brand-700 [&_a:not([data-cta])]:underline [&_a:not([data-cta])]:underline-offset-2 hover:[&_a:not([data-cta])]:text-brand-800",
  "[&_strong]:font-bold [&_strong]:text-slate-900",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left [&_th]:align-top [&_th]:font-bold",
  "[&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top",
].join(" ");
