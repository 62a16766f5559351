import { proSearchPage } from "@/app/top/pros/_search/pro-search-page";

export const generateMetadata = proSearchPage.generateMetadata;
export default proSearchPage.Page;
