/**
 * The font of the workbooks the site writes (the editors' catalogue and the buyers' order form).
 * Named, because write-excel-file leaves a cell's own font nameless otherwise, and LibreOffice and
 * WPS Office then set a bold or larger cell in a serif; Calibri is Excel's own, which LibreOffice
 * replaces with Carlito, its metric twin. Chinese text takes each program's CJK font, as in any sheet.
 */
export const WORKBOOK_FONT = 'Calibri';

/** The media type of an Excel workbook (.xlsx), as the order forms are served and published. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
