import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { relativeToRepository } from '@/app/_content';
import type { CellValue } from '@/scripts/lib/catalogue/cells';
import { productColumns, typeColumns } from '@/scripts/lib/catalogue/columns';
import { runImport, type CommandResult } from '@/scripts/lib/catalogue/commands';
import { exportCatalogue } from '@/scripts/lib/catalogue/export';
import { readWorkbook } from '@/scripts/lib/catalogue/workbook-read';
import { writeWorkbook } from '@/scripts/lib/catalogue/workbook-write';
import { unzipParts } from '@/scripts/lib/catalogue/zip';

/*
 * Workbooks for the tests of the editors' spreadsheet, as editors' programs would leave them:
 * exported and edited cell by cell, or taken apart and their XML changed as Excel or a hostile
 * sender might write it, then zipped again.
 */

/** The moment the tests import at: the sample's newest product was added before it. */
export const NOW = new Date('2026-11-29T12:00:00+08:00');

/** A copy of the sample content, and a folder for workbooks beside it; `dispose` removes both. */
export async function workFolder(prefix: string, content = 'content') {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  const root = path.join(folder, 'content');
  await cp(content, root, { recursive: true });
  return { folder, root, dispose: () => rm(folder, { recursive: true, force: true }) };
}

/** Every file under `root`, by its path, with a hash of its bytes: what a round trip must leave as it was. */
export async function snapshot(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashOf = async (file: string) =>
    createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  return new Map(await Promise.all(files.map(async (file) => [path.relative(root, file), await hashOf(file)] as const)));
}

/** The exported workbook of `root`'s catalogue. */
export async function exported(root: string): Promise<Buffer> {
  const result = await exportCatalogue(root);
  if ('problems' in result) throw new Error(`the sample does not export: ${JSON.stringify(result.problems)}`);
  return result.workbook;
}

/** The Products sheet's rows, as the import reads them. */
export async function rowsOf(folder: string, workbook: Buffer): Promise<CellValue[][]> {
  const file = path.join(folder, 'rows.xlsx');
  await writeFile(file, workbook);
  const read = await readWorkbook(file);
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return read.sheet.rows;
}

/** A workbook of `rows`, the first of them its header, as the export writes one. */
export function workbookOf(rows: CellValue[][]) {
  const known = new Map(productColumns().map((column) => [column.id, column] as const));
  const columns = rows[0]!.map((cell) => {
    const id = cell === null ? '' : String(cell);
    return { id, note: known.get(id)?.note ?? '', kind: known.get(id)?.kind };
  });
  return writeWorkbook({ columns, rows: rows.slice(1) }, { columns: typeColumns(), rows: [] });
}

/** The 0-based column of a column id in the export's order. */
export const column = (id: string) => productColumns().findIndex((candidate) => candidate.id === id);

/** `workbook` written to `name` in `folder`, then imported into `root`. */
export async function importInto(
  root: string,
  folder: string,
  name: string,
  workbook: Buffer | string,
  options: { dryRun?: boolean; deleteMissing?: boolean } = {},
): Promise<CommandResult> {
  const file = path.join(folder, name);
  await writeFile(file, workbook);
  const result = await runImport(file, { root, dryRun: false, deleteMissing: false, now: NOW, ...options });
  // As the editor sees it: the workbook named as given, the content's files as for content/.
  return { ...result, report: result.report.replaceAll(`${relativeToRepository(root)}/`, 'content/').replaceAll(`${folder}/`, '') };
}

/** The parts of a workbook, each as text. */
export const partsOf = (workbook: Buffer) =>
  new Map([...unzipParts(workbook, () => true)].map(([name, bytes]) => [name, bytes.toString('utf8')]));

type ZipOptions = {
  /** The size a part claims to unpack to, where it lies. */
  declaredSize?: (name: string, size: number) => number;
};

/** A zip of `parts`, each deflated, as a spreadsheet saves a workbook. */
export function zip(parts: ReadonlyMap<string, string | Buffer>, { declaredSize = (_, size) => size }: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const bytes = Buffer.from(content);
    const packed = deflateRawSync(bytes);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(bytes), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(declaredSize(name, bytes.length), 22);
    header.writeUInt16LE(fileName.length, 26);
    locals.push(header, fileName, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(bytes), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(declaredSize(name, bytes.length), 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directorySize = directory.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** `workbook` with the XML of its part `name` changed by `change`, zipped again. */
export function withPart(workbook: Buffer, name: string, change: (xml: string) => string): Buffer {
  const parts = partsOf(workbook);
  parts.set(name, change(parts.get(name)!));
  return zip(parts);
}

/** The Products sheet's XML part. */
export const PRODUCTS_PART = 'xl/worksheets/sheet1.xml';
