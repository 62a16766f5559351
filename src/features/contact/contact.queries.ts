import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { contactInquiries, users } from "@/db/schema";

export type NewContactInquiry = typeof contactInquiries.$inferInsert;

export async function insertContactInquiry(db: Database, inquiry: NewContactInquiry): Promise<number> {
  const [row] = await db.insert(contactInquiries).values(inquiry).returning({ id: contactInquiries.id });
  return row!.id;
}

/** Only what the contact form prefills: the account's name and e-mail. */
export async function findContactDetailsOfUser(db: Database, userId: number) {
  const [row] = await db.select({ lastName: users.lastName, firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
