import { proLandingSearchPage } from "@/app/top/pros/_search/pro-search-page";

const { generateMetadata, Page } = proLandingSearchPage("professions");

export { generateMetadata };
export default Page;
