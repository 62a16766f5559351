import { initialOfKana } from "@/lib/name-initial";

import { seesFullName, type ProViewer } from "./pro-viewer";

export type ProNameSource = { id: number; lastName: string; firstName: string; firstNameKana: string };

/**
 * A pro's name as this viewer may read it (decision 020): 「山田 太郎」 for orderers, operators and
 * the pro, else 「山田 T.」 (the Hepburn initial of the given name's reading; the family name alone
 * when the reading starts with no kana).
 */
export function proDisplayName(viewer: ProViewer, user: ProNameSource): string {
  if (seesFullName(viewer, user.id)) return `${user.lastName} ${user.firstName}`;
  const initial = initialOfKana(user.firstNameKana);
  return initial ? `${user.lastName} ${initial}.` : user.lastName;
}
