import { landingSearchPage } from "@/app/top/projects/_search/project-search-page";

const { generateMetadata, Page } = landingSearchPage("required_skills");

export { generateMetadata };
export default Page;
