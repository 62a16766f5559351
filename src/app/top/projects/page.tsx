import { searchPage } from "@/features/projects/components/search/project-search-page";

export const generateMetadata = searchPage.generateMetadata;
export default searchPage.Page;
