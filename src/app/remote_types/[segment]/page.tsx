import { landingPage } from "@/features/projects/components/landing-page-placeholder";

const { generateMetadata, Page } = landingPage("remoteType");

export { generateMetadata };
export default Page;
