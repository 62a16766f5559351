"use client";

import "./globals.css";

import { ServerErrorContent } from "@/shell/errors/server-error-content";

/** The last fallback, when even the root layout failed: the 500 content in its own document. */
export default function GlobalError() {
  return (
    <html lang="ja">
      <head>
        <title>500：Internal Server Error｜かけはし</title>
      </head>
      <body>
        <main>
          <ServerErrorContent />
        </main>
      </body>
    </html>
  );
}
