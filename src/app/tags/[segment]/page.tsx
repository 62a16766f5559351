import { landingPage } from "@/features/projects/components/landing-page-placeholder";

const { generateMetadata, Page } = landingPage("tag");

export { generateMetadata };
export default Page;
