/**
 * The static search landing pages (spec S-SRCH-8): one path per condition. The footer links to them
 * and the search metadata uses them as each condition's baseUrl (spec S-SRCH-9).
 */
export const landingPaths = {
  profession: (id: number) => `/professions/${id}`,
  skill: (name: string) => `/required_skills/${encodeURIComponent(name)}`,
  remoteType: (id: number) => `/remote_types/${id}`,
  tag: (id: number) => `/tags/${id}`,
  specialPage: (slug: string) => `/special_projects_pages/${slug}`,
} as const;
