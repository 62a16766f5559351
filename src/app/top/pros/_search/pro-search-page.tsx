import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";
import { PRO_SEARCH, type ProSearchGroup } from "@/features/pros/search/pro-search.definition";
import { getProSearchMetadata, searchLandingPros, searchPros, type ProSearchResult } from "@/features/pros/search/search-pros.service";
import { searchPageRoutes } from "@/features/search-page/components/search-page-routes";
import { searchPageLoader } from "@/features/search-page/search-page.service";
import { ProSearch } from "./pro-search";

const routes = searchPageRoutes<ProSearchGroup, ProSearchMetadata, ProSearchResult, ProSearchResult>({
  definition: PRO_SEARCH,
  load: searchPageLoader<ProSearchGroup, typeof PRO_SEARCH, ProSearchMetadata, ProSearchResult>({
    definition: PRO_SEARCH,
    getMetadata: getProSearchMetadata,
    search: (db, params, viewer) => searchPros(db, params, viewer),
    searchLanding: searchLandingPros,
  }),
  crumbLabel: "プロを探す",
  description: "かけはしでは実名で登録しているフリーランスのプロを、スキルや職種、稼働条件から探せます。",
  // A pro's card draws every field of the answer.
  toBrowser: (result) => result,
  Search: ProSearch,
});

/** /top/pros: every condition in the query string. */
export const proSearchPage = routes.searchPage;

/** A landing page such as /top/pros/required_skills/TypeScript. */
export const proLandingSearchPage = routes.landingSearchPage;
