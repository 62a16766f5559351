import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AvatarResponseSchema } from "./avatar.schemas";

const TAGS = ["Current user"] as const;

/** プロフィール画像 (/mypage/config/avatar, issue 13; docs/decisions/021-uploads.md). */
export const AVATAR_API = {
  upload: defineRoute({
    operationId: "uploadMyAvatar",
    method: "post",
    path: "/api/v2/me/avatar",
    summary: "Upload the signed-in user's avatar",
    description:
      "The body is the image file itself (not a form): JPEG, PNG or WebP, at most 5 MB (5,242,880 bytes), at most 40 million pixels. The type is read from the bytes; the Content-Type is not trusted. The picture is turned upright, stripped of EXIF/GPS, cropped square and stored as 400 px and 96 px WebP under a content-hash name; the previous avatar is deleted. 413 over 5 MB (refused while the body streams), 422 for anything that is not a readable JPEG, PNG or WebP (SVG included) or is too large in pixels. At most 30 avatars and logos an hour per account (429 with Retry-After).",
    tags: TAGS,
    access: "member",
    request: { binaryBody: { mediaTypes: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"], description: "The image file." } },
    responses: { 200: { description: "The new avatar's URLs.", schema: AvatarResponseSchema } },
    errors: [429],
  }),
  remove: defineRoute({
    operationId: "deleteMyAvatar",
    method: "delete",
    path: "/api/v2/me/avatar",
    summary: "Remove the signed-in user's avatar",
    description: "Its files are deleted; the initial on a coloured disc shows instead. Idempotent.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "No avatar any more.", schema: AvatarResponseSchema } },
    errors: [],
  }),
};
