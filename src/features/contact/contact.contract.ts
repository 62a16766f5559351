import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ContactInquiryBodySchema } from "./contact.schemas";

/** The contact form (お問い合わせ). */
export const CONTACT_API = {
  submit: defineRoute({
    operationId: "submitContactInquiry",
    method: "post",
    path: "/api/v2/contact_inquiries",
    summary: "Send an inquiry",
    description: "Stores the inquiry and sends the sender an acknowledgement. Limited per IP address and per e-mail address.",
    tags: ["Contact"],
    access: "site",
    request: { body: ContactInquiryBodySchema },
    responses: { 201: { description: "Received.", schema: z.object({ inquiry: z.object({ id: z.number().int() }) }) } },
    errors: [429],
  }),
};
