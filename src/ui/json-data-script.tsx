import { serializeJsonLd } from "@/lib/json-ld";

/**
 * JSON for readers of the page's HTML (not executed): a data block with an id, escaped like the
 * JSON-LD so no text in `data` can end the element early.
 */
export function JsonDataScript({ id, data }: { id: string; data: unknown }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
