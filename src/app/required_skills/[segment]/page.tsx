import { landingPage } from "@/features/projects/components/landing-page-placeholder";

const { generateMetadata, Page } = landingPage("skill");

export { generateMetadata };
export default Page;
