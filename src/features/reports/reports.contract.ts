import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CreateReportBodySchema, ReportReceiptSchema } from "./reports.schemas";

/** 「通報する」 on a profile, a project or a message (issue 18): the operators' moderation queue reads these. */
export const REPORTS_API = {
  create: defineRoute({
    operationId: "createReport",
    method: "post",
    path: "/api/v2/reports",
    summary: "通報する: report a message, a pro's profile or a project to the operators",
    description:
      "Only what the caller may see (anything else is 404, as its page): a message of a room they read, a profile visible to them, a posted project. Their own message, profile or corporation's project is 409. A second report of the same thing by the same person answers 200 and writes nothing. 20 reports an hour per account (429).",
    tags: ["Reports"],
    access: "member",
    request: { body: CreateReportBodySchema },
    responses: {
      201: { description: "Received: 「通報を受け付けました。運営が確認します。」", schema: ReportReceiptSchema },
      200: { description: "Already received from this person: 「すでに通報を受け付けています」", schema: ReportReceiptSchema },
    },
    errors: [404, 409, 422, 429],
  }),
};
