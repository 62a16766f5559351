import { proLandingSearchPage } from "@/app/top/pros/_search/pro-search-page";

const { generateMetadata, Page } = proLandingSearchPage("required_skills");

export { generateMetadata };
export default Page;
