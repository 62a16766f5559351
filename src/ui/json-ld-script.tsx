import { serializeJsonLd } from "@/lib/json-ld";

/** Structured data for search engines; not executed by the browser. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
