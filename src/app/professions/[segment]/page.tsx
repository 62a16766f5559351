import { landingPage } from "@/features/projects/components/landing-page-placeholder";

const { generateMetadata, Page } = landingPage("profession");

export { generateMetadata };
export default Page;
