import { describe, expect, it } from 'vitest';

import { chartFileName, pngFile, pngScale, svgFile, type Rasteriser } from './chart-export.ts';

const chart = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><text>5 &#38; 6 €</text></svg>',
  width: 300,
  height: 120,
};

describe('svgFile', () => {
  it('is the SVG document with an XML declaration, typed as SVG', async () => {
    const file = svgFile(chart);
    expect(file.type).toBe('image/svg+xml');
    expect(await file.text()).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${chart.svg}`);
  });
});

describe('pngFile', () => {
  it('draws the SVG, as a data URL, onto a canvas twice its size and answers the canvas as PNG', async () => {
    const calls: unknown[][] = [];
    const image = { drawn: 'the SVG image' } as unknown as CanvasImageSource;
    const rasteriser: Rasteriser = {
      loadImage: async (source) => {
        calls.push(['loadImage', source]);
        return image;
      },
      createCanvas: (width, height) => {
        calls.push(['createCanvas', width, height]);
        return {
          getContext: () => ({
            scale: (x: number, y: number) => calls.push(['scale', x, y]),
            drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
          }),
          toBlob: (callback: BlobCallback, type: string) => callback(new Blob(['png'], { type })),
        };
      },
    };
    const png = await pngFile(chart, rasteriser);
    expect(png.type).toBe('image/png');
    const source = calls[0][1] as string;
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(chart.svg);
    expect(calls.slice(1)).toEqual([
      ['createCanvas', 300 * pngScale, 120 * pngScale],
      ['scale', pngScale, pngScale],
      ['drawImage', image, 0, 0, 300, 120],
    ]);
  });

  it('fails in words when the browser makes no PNG', async () => {
    const rasteriser: Rasteriser = {
      loadImage: async () => ({}) as CanvasImageSource,
      createCanvas: () => ({
        getContext: () => ({ scale: () => undefined, drawImage: () => undefined }),
        toBlob: (callback: BlobCallback) => callback(null),
      }),
    };
    await expect(pngFile(chart, rasteriser)).rejects.toThrow('The PNG could not be made.');
  });
});

describe('chartFileName', () => {
  it('names the chart by its grouping, date and format', () => {
    const date = new Date('2026-11-29T10:00:00Z');
    expect(chartFileName('Biome', 'svg', date)).toBe('ESVD_summary_by_biome_chart_2026-11-29.svg');
    expect(chartFileName('Ecozone', 'png', date)).toBe('ESVD_summary_by_ecozone_chart_2026-11-29.png');
  });
});
