import type writeXlsxFile from 'write-excel-file/node';
import type { Feature, Sheet } from 'write-excel-file/node';
import {
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
  sanitizeTextContent,
} from 'write-excel-file/utility';
import { cellName } from './problems';

/*
 * Cell notes (Excel's "notes", once "comments"), which write-excel-file does not write itself: a
 * feature of its own that adds, for each sheet with notes, the parts Excel, WPS Office and
 * LibreOffice read them from. The notes' text is in xl/comments<n>.xml, tied to the sheet by its
 * relationships; the box each note shows in is a VML shape (xl/drawings/vmlDrawing<n>.vml), which
 * Excel needs to show the note at all, and to which the sheet points with <legacyDrawing>.
 */

export type CellNote = { row: number; column: number; text: string };

/** What the library takes a part's content as, in Node (its last signature is the one of several sheets). */
type FileContent = Parameters<typeof writeXlsxFile>[0] extends Sheet<infer Content>[] ? Content : never;

const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const VML_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/vmlDrawing';
/** Relationship ids of their own, apart from the library's (rId-drawing-1). */
const COMMENTS_ID = 'rId-notes-comments';
const VML_ID = 'rId-notes-vml';

/** The notes part: every note's text, line by line as written. */
function commentsXml(notes: readonly CellNote[]): string {
  const comments = notes
    .map(
      ({ row, column, text }) =>
        `<comment ref="${cellName(row, column)}" authorId="0"><text><r><t xml:space="preserve">${sanitizeTextContent(text)}</t></r></text></comment>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>catalogue</author></authors><commentList>${comments}</commentList></comments>`;
}

/** The boxes the notes show in, hidden until the pointer is over their cell: a few columns wide, as tall as a note's lines need. */
function vmlXml(notes: readonly CellNote[], sheetNumber: number): string {
  const shapes = notes
    .map(({ row, column, text }, index) => {
      const rows = Math.min(30, 2 + Math.ceil(text.length / 45));
      // Columns and rows of the box's corners, each with an offset in pixels: right of the cell, from the row above it.
      const anchor = [column + 1, 15, Math.max(0, row - 1), 10, column + 5, 15, Math.max(0, row - 1) + rows, 4].join(', ');
      return (
        `<v:shape id="_x0000_s${sheetNumber * 1024 + index + 1}" type="#_x0000_t202" style="position:absolute;margin-left:80pt;margin-top:2pt;width:240pt;height:${rows * 15}pt;z-index:${index + 1};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/>' +
        '<v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${anchor}</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${column}</x:Column></x:ClientData>` +
        '</v:shape>'
      );
    })
    .join('');
  return (
    '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    `<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${sheetNumber}"/></o:shapelayout>` +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
    `${shapes}</xml>`
  );
}

/** The feature writing `notes`, by the 0-based index of their sheet. */
export function cellNotes(notes: ReadonlyMap<number, readonly CellNote[]>): Feature<FileContent> {
  const has = (sheetIndex: number) => (notes.get(sheetIndex)?.length ?? 0) > 0;
  return {
    files: {
      transform: {
        '[Content_Types].xml': {
          insert: () =>
            [...notes.keys()].some(has)
              ? '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
                [...notes.keys()]
                  .filter(has)
                  .map(
                    (index) =>
                      `<Override PartName="/xl/comments${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/>`,
                  )
                  .join('')
              : undefined,
        },
        'xl/worksheets/_rels/sheet{id}.xml.rels': {
          insert: (_options, { sheetIndex }) =>
            has(sheetIndex)
              ? `<Relationship Id="${COMMENTS_ID}" Type="${COMMENTS_TYPE}" Target="../comments${sheetIndex + 1}.xml"/>` +
                `<Relationship Id="${VML_ID}" Type="${VML_TYPE}" Target="../drawings/vmlDrawing${sheetIndex + 1}.vml"/>`
              : undefined,
        },
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) =>
            has(sheetIndex)
              ? insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  getSelfClosingTagMarkup('legacyDrawing', { 'r:id': VML_ID }),
                  // The order of a sheet's elements, which Excel holds to (ECMA-376, CT_Worksheet).
                  getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet')!,
                  'worksheet',
                )
              : xml,
        },
      },
      write: {
        files: () =>
          Object.fromEntries(
            [...notes.entries()]
              .filter(([index]) => has(index))
              .flatMap(([index, sheetNotes]) => [
                [`xl/comments${index + 1}.xml`, commentsXml(sheetNotes)],
                [`xl/drawings/vmlDrawing${index + 1}.vml`, vmlXml(sheetNotes, index + 1)],
              ]),
          ),
      },
    },
  };
}
