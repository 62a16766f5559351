import { landingSearchPage } from "@/app/top/projects/_search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("remote_types");

export { generateMetadata };
export default Page;
