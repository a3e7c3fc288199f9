import type { Feature } from 'write-excel-file/browser';
import {
  findElement,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
} from 'write-excel-file/utility';

/*
 * Printing a sheet one page wide, as many pages tall as it needs: what Excel calls "Fit All Columns
 * on One Page". write-excel-file sets the paper (A4) and the orientation but not the fit, so this
 * is a feature of its own, through the library's documented hook: the sheet's page set-up gets
 * fitToWidth="1" fitToHeight="0" (no limit on the pages down), which Excel, WPS Office and
 * LibreOffice read only when the sheet's properties switch fitting on (<pageSetUpPr fitToPage>).
 */
export function fitToWidth<FileContent>(): Feature<FileContent> {
  const fitToPage = getSelfClosingTagMarkup('pageSetUpPr', { fitToPage: 1 });
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transformElementAttributes: (tagName, attributes) =>
            tagName === 'pageSetup' ? { ...attributes, fitToWidth: 1, fitToHeight: 0 } : attributes,
          transform: (xml) =>
            findElement(xml, 'sheetPr')
              ? // Properties the library may one day write itself: fitting goes among them, in their order.
                insertElementMarkupAccordingToOrderOfSiblings(xml, fitToPage, ['tabColor', 'outlinePr', 'pageSetUpPr'], 'sheetPr')
              : insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  `<sheetPr>${fitToPage}</sheetPr>`,
                  // The order of a sheet's elements, which Excel holds to (ECMA-376, CT_Worksheet).
                  getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet')!,
                  'worksheet',
                ),
        },
      },
    },
  };
}
