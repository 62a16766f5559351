import { landingSearchPage } from "@/app/top/projects/_search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("special_projects_pages");

export { generateMetadata };
export default Page;
