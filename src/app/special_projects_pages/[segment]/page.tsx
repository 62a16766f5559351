import { landingSearchPage } from "@/features/projects/components/search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("special_projects_pages");

export { generateMetadata };
export default Page;
