import { notFound, permanentRedirect } from "next/navigation";

import { parsePositiveId } from "@/lib/positive-id";

/** The short project URL: /projects/{id} is the same page as /top/projects/{id}. */
export default async function ProjectShortUrl({ params }: { params: Promise<{ id: string }> }) {
  const id = parsePositiveId((await params).id);
  if (id === null) notFound();
  permanentRedirect(`/top/projects/${id}`);
}
