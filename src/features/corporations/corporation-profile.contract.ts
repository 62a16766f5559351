import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CorporationEditorSchema, CorporationLogoSchema, CorporationProfileBodySchema, PublicCorporationSchema } from "./corporation-profile.schemas";

const TAGS = ["Corporations"] as const;

/** The company page (S-BAR-8) and the current corporation's profile settings (issue 14, decision 022). */
export const CORPORATION_PROFILE_API = {
  corporation: defineRoute({
    operationId: "getCorporation",
    method: "get",
    path: "/api/v2/corporations/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "A corporation's public page",
    description:
      "The profile and its published projects (open, and closed). Visitors get the name as 「＊＊＊＊＊」 and no logo, website or invoice number — exactly as on project pages — unless the corporation made its name public (`is_name_public`); signed-in users see everything. Unknown id: 404.",
    tags: TAGS,
    access: "public",
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("The corporation's id."),
      }),
    },
    responses: { 200: { description: "The corporation as the caller may see it.", schema: PublicCorporationSchema } },
    errors: [404],
  }),
  current: defineRoute({
    operationId: "getCurrentCorporation",
    method: "get",
    path: "/api/v2/current_corporation",
    summary: "The orderer's current corporation, for its settings",
    description:
      "Every member may read it; `canEdit` says whether the caller (owner or admin) may change it. 403 for a pro or an orderer who has not chosen a corporation.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "Every field of the profile.", schema: CorporationEditorSchema } },
    errors: [403, 404],
  }),
  save: defineRoute({
    operationId: "saveCurrentCorporation",
    method: "put",
    path: "/api/v2/current_corporation",
    summary: "Replace the current corporation's profile",
    description:
      "Owner and admin only (403 for a member). The whole profile at once; 422 names each field in Japanese. The invoice registration number is T + 13 digits whose first digit is the 法人番号's check digit; full-width digits and hyphens are read.",
    tags: TAGS,
    access: "member",
    request: { body: CorporationProfileBodySchema },
    responses: { 200: { description: "The saved profile.", schema: CorporationEditorSchema } },
    errors: [403, 404],
  }),
  uploadLogo: defineRoute({
    operationId: "uploadCurrentCorporationLogo",
    method: "post",
    path: "/api/v2/current_corporation/logo",
    summary: "Upload the current corporation's logo",
    description:
      "Owner and admin only. The body is the image file itself: JPEG, PNG or WebP, at most 5 MB and 40 million pixels, read by its bytes. It is turned upright, stripped of metadata, fitted inside a white square and stored as 400 px and 96 px WebP under a content-hash name (the avatars' pipeline, decision 021); the previous logo is deleted. At most 30 avatars and logos an hour per account (429 with Retry-After).",
    tags: TAGS,
    access: "member",
    request: { binaryBody: { mediaTypes: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"], description: "The image file." } },
    responses: { 200: { description: "The new logo's URL.", schema: CorporationLogoSchema } },
    errors: [403, 404, 429],
  }),
  removeLogo: defineRoute({
    operationId: "deleteCurrentCorporationLogo",
    method: "delete",
    path: "/api/v2/current_corporation/logo",
    summary: "Remove the current corporation's logo",
    description: "Owner and admin only. Idempotent.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "No logo any more.", schema: CorporationLogoSchema } },
    errors: [403, 404],
  }),
};
