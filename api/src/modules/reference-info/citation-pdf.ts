import { productName, productTitle } from '@esvd/schema/rules/product';
import PDFDocument from 'pdfkit';

export interface CitationPdfContent {
  /** The displayed version, e.g. "NOV 2026 V3.1". */
  versionLabel: string;
  citation: string;
  databaseUrl: string;
  websiteUrl: string;
}

/** The citation PDF's file name: the product and its version, as a saved file is recognised later. */
export const citationPdfName = (versionLabel: string) => `${productName} citation ${versionLabel}.pdf`;

/**
 * The citation PDF (spec 001 §9): the database version, the citation text, and the database and website links,
 * clickable. PDFKit's standard fonts need no font files.
 */
export function citationPdf({ versionLabel, citation, databaseUrl, websiteUrl }: CitationPdfContent): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: `How to cite the ${productTitle} (${versionLabel})`, Author: productName },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const link = (label: string, url: string) => {
    document.font('Helvetica-Bold').fontSize(11).fillColor('black').text(`${label}: `, { continued: true });
    document.font('Helvetica').fillColor('#1c5d99').text(url, { link: url, underline: true });
  };

  document.font('Helvetica-Bold').fontSize(20).text(productTitle);
  document.moveDown(0.3).font('Helvetica').fontSize(12).fillColor('#444444').text(`Database version ${versionLabel}`);
  document.moveDown(1.5).font('Helvetica-Bold').fontSize(13).fillColor('black').text('How to cite');
  document.moveDown(0.5).font('Helvetica').fontSize(11).text(citation, { align: 'left', lineGap: 2 });
  document.moveDown(1.5);
  link('Database', databaseUrl);
  document.moveDown(0.3);
  link('Website', websiteUrl);
  document.end();
  return finished;
}
