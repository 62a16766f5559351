import { searchPage } from "@/app/top/projects/_search/project-search-page";

export const generateMetadata = searchPage.generateMetadata;
export default searchPage.Page;
