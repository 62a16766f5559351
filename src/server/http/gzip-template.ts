import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A document with holes, compressed once, answered many times with different values in the holes
 * (the cached public pages, decision 031) — without compressing the whole document per answer,
 * which cost about 1 ms of CPU for a 120 KB page.
 *
 * Deflate allows it: each fixed part is compressed on its own and ends with a full flush (byte
 * aligned, no back-reference into what came before), each value goes in as a stored block, and one
 * empty final block closes the stream. The gzip frame around it needs the CRC-32 and length of the
 * whole text, computed per answer (cheap next to compression).
 */
export type GzipTemplate = {
  /** The fixed parts: their text, and the same compressed, `parts.length === holes + 1`. */
  plain: Buffer[];
  deflated: Buffer[];
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, fixed Huffman, end-of-block: the standard empty last block. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

export function compileGzipTemplate(parts: string[]): GzipTemplate {
  const plain = parts.map((part) => Buffer.from(part));
  const deflated = plain.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH }));
  return { plain, deflated };
}

/** The gzip member of the template's parts with `values` between them (`values.length === parts - 1`). */
export function fillGzipTemplate(template: GzipTemplate, values: string[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER, template.deflated[0]!];
  let crc = crc32(template.plain[0]!);
  let length = template.plain[0]!.length;
  for (let i = 0; i < values.length; i++) {
    const value = Buffer.from(values[i]!);
    pieces.push(...storedBlocks(value), template.deflated[i + 1]!);
    crc = crc32(template.plain[i + 1]!, crc32(value, crc));
    length += value.length + template.plain[i + 1]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** Non-final stored blocks: a byte-aligned header (BFINAL=0, BTYPE=00), LEN, NLEN, the bytes. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(at, at + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}
