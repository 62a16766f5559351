import { landingSearchPage } from "@/features/projects/components/search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("professions");

export { generateMetadata };
export default Page;
