import { landingSearchPage } from "@/features/projects/components/search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("tags");

export { generateMetadata };
export default Page;
