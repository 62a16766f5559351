/**
 * What an avatar upload may be (issue 13): the rules every uploaded picture shares
 * (src/platform/uploads/image-rules.ts) under the names the avatar code reads.
 */
export {
  IMAGE_ACCEPT as AVATAR_ACCEPT,
  IMAGE_DIMENSIONS_MESSAGE as AVATAR_DIMENSIONS_MESSAGE,
  IMAGE_MAX_BYTES as AVATAR_MAX_BYTES,
  IMAGE_MAX_PIXELS as AVATAR_MAX_PIXELS,
  IMAGE_TOO_LARGE_MESSAGE as AVATAR_TOO_LARGE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE as AVATAR_UNREADABLE_MESSAGE,
  IMAGE_WRONG_TYPE_MESSAGE as AVATAR_WRONG_TYPE_MESSAGE,
} from "@/platform/uploads/image-rules";
