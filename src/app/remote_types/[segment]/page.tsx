import { landingSearchPage } from "@/features/projects/components/search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("remote_types");

export { generateMetadata };
export default Page;
