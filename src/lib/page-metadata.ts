import type { Metadata } from "next";

export const SITE_NAME = "かけはし";
export const DEFAULT_TITLE = "かけはし｜フリーランスのプロと企業をつなぐ案件マッチング";
export const DEFAULT_DESCRIPTION =
  "かけはしは、フリーランスのITプロと業務委託案件を直接つなぐマッチングサービスです。仲介手数料0円、検索から最短1日で商談。プロは登録から受注まで無料です。";
export const DEFAULT_KEYWORDS = ["フリーランス", "業務委託", "案件", "エンジニア", "デザイナー", "副業", "マッチング", "仲介手数料0円"];

/** The sharing preview image (spec S-HEAD-1: 1200×630 jpeg). */
export const OG_IMAGE = {
  url: "/images/og-image.jpg",
  width: 1200,
  height: 630,
  type: "image/jpeg",
  alt: "かけはし — フリーランスのプロと企業を、まっすぐつなぐ。",
};

type PageMetadataInput = {
  /** The page's own title; the site name is appended (「…｜かけはし」). Omit for the top page. */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/pages/faq" (made absolute with the site origin). */
  path: string;
  keywords?: string[];
  ogType?: "website" | "article";
  /** For articles: og article:published_time. */
  publishedTime?: string;
  /** Pages that are private or thin (thank-you pages, lists of one's own things). */
  noIndex?: boolean;
};

/**
 * Every page's head (spec S-HEAD-1): title, description, keywords, the sharing tags with og:url equal
 * to the canonical link, and the large-image card. Next replaces a layout's openGraph object rather
 * than merging it, so each page states the whole set through this one function.
 */
export function pageMetadata({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  keywords = DEFAULT_KEYWORDS,
  ogType = "website",
  publishedTime,
  noIndex,
}: PageMetadataInput): Metadata {
  const fullTitle = title ? `${title}｜${SITE_NAME}` : DEFAULT_TITLE;
  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      ...(ogType === "article" ? { type: "article" as const, publishedTime } : { type: "website" as const }),
      siteName: SITE_NAME,
      locale: "ja_JP",
      title: fullTitle,
      description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE.url] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
