import { landingSearchPage } from "@/features/projects/components/search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("required_skills");

export { generateMetadata };
export default Page;
