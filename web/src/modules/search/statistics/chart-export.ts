import type { ChartSvg } from './box-plot-svg.ts';

/** A PNG at twice the chart's CSS size: sharp on a high-density screen and in a printed report. */
export const pngScale = 2;

export type ChartFormat = 'svg' | 'png';

/** ESVD_summary_by_biome_chart_2026-11-29.svg */
export const chartFileName = (kind: 'Biome' | 'Ecozone', format: ChartFormat, date = new Date()): string =>
  `ESVD_summary_by_${kind.toLowerCase()}_chart_${date.toISOString().slice(0, 10)}.${format}`;

/** The chart as an SVG file, with the XML declaration that editors and older viewers look for. */
export function svgFile(chart: ChartSvg): Blob {
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${chart.svg}`], { type: 'image/svg+xml' });
}

/** What drawing the SVG into a PNG needs of the browser; tests pass their own. */
export interface Rasteriser {
  loadImage(source: string): Promise<CanvasImageSource>;
  createCanvas(
    width: number,
    height: number,
  ): {
    getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'scale' | 'drawImage'> | null;
    toBlob(callback: BlobCallback, type: string): void;
  };
}

const browserRasteriser: Rasteriser = {
  async loadImage(source) {
    const image = new Image();
    image.src = source;
    await image.decode();
    return image;
  },
  createCanvas(width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  },
};

/**
 * The chart drawn into a PNG by the browser itself: the SVG as an image (a data URL, which leaves the canvas
 * readable, as a blob URL may not), onto a canvas `pngScale` times its size.
 */
export async function pngFile(chart: ChartSvg, rasteriser: Rasteriser = browserRasteriser): Promise<Blob> {
  const image = await rasteriser.loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.svg)}`);
  const canvas = rasteriser.createCanvas(chart.width * pngScale, chart.height * pngScale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart into a PNG.');
  context.scale(pngScale, pngScale);
  context.drawImage(image, 0, 0, chart.width, chart.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}
