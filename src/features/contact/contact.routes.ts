import { Hono } from "hono";

import type { AppEnv } from "@/platform/context";
import { parseJsonBody } from "@/platform/validation";

import { ContactInquiryBodySchema } from "./contact.schemas";
import { submitContactInquiry } from "./contact.service";

export const contactRoutes = new Hono<AppEnv>()
  // POST /api/v2/contact_inquiries – the contact form: stores the inquiry and queues the acknowledgement mail
  .post("/contact_inquiries", async (c) => {
    const body = await parseJsonBody(c, ContactInquiryBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    const inquiry = await submitContactInquiry(db, body, {
      userId: c.var.actor?.userId ?? null,
      ipAddress: c.var.clientIp,
      now: now(),
      siteOrigin,
    });
    return c.json({ inquiry: { id: inquiry.id } }, 201);
  });
