import { landingSearchPage } from "@/app/top/projects/_search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("tags");

export { generateMetadata };
export default Page;
