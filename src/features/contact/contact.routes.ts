import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody } from "@/platform/validation";

import { CONTACT_API } from "./contact.contract";
import { ContactInquiryBodySchema } from "./contact.schemas";
import { submitContactInquiry } from "./contact.service";

export const contactRoutes = serveContract(CONTACT_API, {
  // POST /api/v2/contact_inquiries – the contact form: stores the inquiry and queues the acknowledgement mail
  submit: async (c) => {
    const body = await parseJsonBody(c, ContactInquiryBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    const inquiry = await submitContactInquiry(db, body, {
      userId: c.var.actor?.userId ?? null,
      ipAddress: c.var.clientIp,
      now: now(),
      siteOrigin,
    });
    return reply(c, CONTACT_API.submit, 201, { inquiry: { id: inquiry.id } });
  },
});
