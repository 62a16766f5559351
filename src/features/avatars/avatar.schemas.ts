import { z } from "zod";

export const AvatarResponseSchema = z
  .object({
    userProfileImage: z.string().nullable().describe("The 400 px square WebP (`/uploads/avatars/{userId}-{hash}-400.webp`); null without an avatar."),
    userProfileImageSmall: z.string().nullable().describe("The 96 px version, for small places such as the top bar."),
  })
  .meta({ id: "Avatar" });

export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;
