import { crc32, deflateSync } from "node:zlib";

import sharp from "sharp";

/** A photo-like JPEG with EXIF (a camera model and GPS position) and an orientation to honour. */
export async function jpegWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: "#ffcc00" } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "KakehashiCam", Model: "Test 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 39/1 0/1" } })
    .toBuffer();
}

export async function plainImage(format: "png" | "webp", width = 300, height = 500): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#22aa66" } });
  return (format === "png" ? image.png() : image.webp()).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few KB whose header says 20,000 × 20,000 (400 million
 * pixels; 1.6 GB once decoded as RGBA). Its data holds only the first rows — the size check must
 * refuse it from the header, before any decoding.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 50));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(document.cookie)</script><circle r="50"/></svg>',
);
