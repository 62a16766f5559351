import { Download, FileImage, FileText } from "lucide-react";

import { formatFileSize } from "./chat-attachment-rules";
import type { ChatAttachment } from "./chat-attachment.schemas";

/**
 * A file in the thread: what it is, its name and size, and a link that downloads it. The server
 * answers the link as a download whatever the browser does with `download` (never shown inline).
 */
export function AttachmentChip({ attachment }: { attachment: ChatAttachment }) {
  const Icon = attachment.contentType.startsWith("image/") ? FileImage : FileText;
  return (
    <a
      href={attachment.downloadPath}
      download={attachment.fileName}
      className="flex min-w-0 max-w-xs items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-slate-900 hover:bg-slate-50"
      data-testid="chat-attachment"
    >
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold">{attachment.fileName}</span>
        <span className="block text-xs text-slate-600">
          {formatFileSize(attachment.byteSize)}
          <span className="sr-only">、ダウンロード</span>
        </span>
      </span>
      <Download aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
    </a>
  );
}
