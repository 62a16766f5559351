import { landingPage } from "@/features/projects/components/landing-page-placeholder";

const { generateMetadata, Page } = landingPage("specialPage");

export { generateMetadata };
export default Page;
