import type { ProProfile } from "./pro-profile.schemas";

/**
 * schema.org ProfilePage with the pro as its Person, named as this viewer sees them — a visitor's page
 * (the one crawlers read) carries 「山田 T.」, never the full name (decision 020).
 */
export function proProfileJsonLd(profile: ProProfile, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: pageUrl,
    dateModified: profile.updatedAt,
    mainEntity: {
      "@type": "Person",
      name: profile.displayName,
      ...(profile.headline ? { description: profile.headline } : {}),
      ...(profile.profileImageUrl ? { image: profile.profileImageUrl } : {}),
      ...(profile.professions.length ? { jobTitle: profile.professions.map((p) => p.name).join("・") } : {}),
      ...(profile.skills.length ? { knowsAbout: profile.skills.map((s) => s.name) } : {}),
      ...(profile.portfolioLinks.length ? { sameAs: profile.portfolioLinks.filter((l) => l.kind === "github").map((l) => l.url) } : {}),
    },
  };
}
