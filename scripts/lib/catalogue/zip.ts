import { crc32, inflateRawSync } from 'node:zlib';
import { MAX_PARTS, MAX_UNPACKED_BYTES } from './limits';

/*
 * The parts of a zip (a .xlsx is one), unpacked within bounds before any reader sees them. A zip
 * says how large each part unpacks to, and may lie: each part is inflated with its declared size
 * as the most it may give, and must give exactly that, with the checksum it declares. Read from
 * the central directory, as the workbook reader (fflate) reads it, so that both see the same parts.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Sizes and offsets that say "see the ZIP64 fields": no workbook under the size limit needs them. */
const ZIP64 = 0xffffffff;

/** Why the zip is refused, for the workbook's problem. */
export class ZipRefused extends Error {}

const damaged = () => new ZipRefused('is damaged (its zip structure does not hold together): save it again, or export it again');

/** The end-of-directory record: searched from the end, past a comment of at most 64 KB. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= 0 && zip.length - at <= 22 + 0xffff; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw damaged();
}

/**
 * The parts of `zip` whose names `wanted` accepts, by name, each inflated. Throws ZipRefused for a
 * zip that is damaged, encrypted, too large once unpacked, or holds too many parts.
 */
export function unzipParts(zip: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  const end = endOfDirectory(zip);
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw damaged();
  if (entries === 0xffff || directoryOffset === ZIP64) throw tooLarge();
  if (entries > MAX_PARTS) {
    throw new ZipRefused(`holds ${entries.toLocaleString('en-US')} parts, and a workbook has some twenty: it is not a catalogue workbook`);
  }
  const parts = new Map<string, Buffer>();
  let declared = 0;
  for (let index = 0, at = directoryOffset; index < entries; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const checksum = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (flags & 1) throw new ZipRefused('is protected by a password: save it without one (File › Info › Protect Workbook in Excel)');
    if (packedSize === ZIP64 || size === ZIP64 || localOffset === ZIP64) throw tooLarge();
    declared += size;
    if (declared > MAX_UNPACKED_BYTES) throw tooLarge();
    if (wanted(name)) parts.set(name, unpack(zip, { name, method, checksum, packedSize, size, localOffset }));
  }
  return parts;
}

type Entry = { name: string; method: number; checksum: number; packedSize: number; size: number; localOffset: number };

/** One part's bytes, no more than it declares, and exactly them. */
function unpack(zip: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw damaged();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.packedSize > zip.length) throw damaged();
  const packed = zip.subarray(start, start + entry.packedSize);
  let bytes: Buffer;
  if (entry.method === 0) bytes = packed;
  else if (entry.method === 8) {
    try {
      // One byte more than declared would be a lie: inflating stops there, whatever the part would unpack to.
      bytes = inflateRawSync(packed, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      if (error instanceof RangeError) throw unpacksToMore();
      throw damaged();
    }
  } else throw new ZipRefused(`packs ${entry.name} in a way spreadsheets do not (method ${entry.method}): save it again as .xlsx`);
  if (bytes.length > entry.size) throw unpacksToMore();
  if (bytes.length !== entry.size || crc32(bytes) !== entry.checksum) throw damaged();
  return bytes;
}

const tooLarge = () =>
  new ZipRefused(
    `unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB, far more than a catalogue: it is not a catalogue workbook, or it holds something else (pictures?): export the catalogue again`,
  );

const unpacksToMore = () =>
  new ZipRefused('holds a part that unpacks to more than it declares, as a zip bomb does: it is not a workbook a spreadsheet saved');
