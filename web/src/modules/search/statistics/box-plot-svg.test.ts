import { describe, expect, it } from 'vitest';

import { boxPlotSvg, describeGroup, escapeXml, type BoxPlotGroup } from './box-plot-svg.ts';

const wetlands: BoxPlotGroup = {
  label: '4 Inland wetlands',
  count: 120,
  min: 2,
  lowerQuartile: 100,
  median: 1000,
  upperQuartile: 10_000,
  max: 90_000,
  values: null,
};
const desert: BoxPlotGroup = {
  label: '10 "Deserts" & <arid>',
  count: 3,
  min: 10,
  lowerQuartile: 55,
  median: 100,
  upperQuartile: 550,
  max: 1000,
  values: [10, 100, 1000],
};

const chart = boxPlotSvg({
  title: 'Distribution of values by biome',
  groups: [wetlands, desert],
  width: 600,
  idPrefix: 'c1',
});

/** The numbers of every `name="..."` attribute of the elements `tag` in the SVG, in order. */
function attributes(svg: string, tag: string, name: string): number[] {
  return [...svg.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]+)"`, 'g'))].map((match) => Number(match[1]));
}

describe('boxPlotSvg', () => {
  it('is a standalone SVG document of the width asked for, named by its title and described in words', () => {
    expect(chart.width).toBe(600);
    expect(chart.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="(\d+)" viewBox="0 0 600 \1"/,
    );
    expect(Number(chart.svg.match(/height="(\d+)"/)![1])).toBe(chart.height);
    expect(chart.svg).toContain('role="img" aria-labelledby="c1-title c1-description"');
    expect(chart.svg).toContain('<title id="c1-title">Distribution of values by biome</title>');
    expect(chart.svg).toContain(`<desc id="c1-description">${escapeXml(describeGroup(wetlands))}.`);
    expect(chart.svg.endsWith('</svg>')).toBe(true);
    // Colours and fonts on the elements, nothing from a stylesheet.
    expect(chart.svg).not.toMatch(/class=|var\(--/);
  });

  it('escapes names, so that a label cannot break the document', () => {
    expect(chart.svg).toContain('>10 &#34;Deserts&#34; &#38; &#60;arid&#62; (few)</text>');
    expect(chart.svg).not.toContain('<arid>');
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#34;&#39;e&#39;');
  });

  it('draws each box from quartile to quartile on one log scale, its median inside, whiskers to min and max', () => {
    // The axis runs over whole decades, 1 to 100k: five decades over the plot's width.
    const [wetlandsX, desertX] = attributes(chart.svg, 'rect', 'x');
    // The first rect, the background, has a width and no x.
    const widths = attributes(chart.svg, 'rect', 'width').slice(1);
    // Wetlands: 100 to 10k is two decades; deserts: 55 to 550 is one.
    expect(widths[0] / widths[1]).toBeCloseTo(2, 1);
    const decade = widths[1];
    expect(desertX - wetlandsX).toBeCloseTo(decade * Math.log10(55 / 100), 0);
    // Medians at 1,000 and 100, one decade apart, inside their boxes.
    const medians = [...chart.svg.matchAll(/<line x1="([\d.]+)"[^>]*stroke="#0a5f39"/g)].map((match) =>
      Number(match[1]),
    );
    expect(medians[0] - medians[1]).toBeCloseTo(decade, 0);
    expect(medians[0]).toBeGreaterThan(wetlandsX);
    expect(medians[0]).toBeLessThan(wetlandsX + widths[0]);
    const ticks = [...chart.svg.matchAll(/text-anchor="\w+" font-size="11" fill="#495057">([^<]+)</g)].map(
      (match) => match[1],
    );
    expect(ticks).toEqual(['1', '10', '100', '1k', '10k', '100k']);
  });

  it('draws a dot for each value of a small group and none for a large one, and marks a group of few records', () => {
    expect(attributes(chart.svg, 'circle', 'cx')).toHaveLength(3);
    expect(chart.svg.match(/stroke-dasharray="3 2"/g)).toHaveLength(1);
    expect(chart.svg).not.toContain('Inland wetlands (few)');
  });

  it('cuts a name too long for its column, keeping it whole in the tooltip', () => {
    const long = { ...wetlands, label: '4.1 Permanent freshwater swamps, marshes and peatlands of the tropics' };
    const narrow = boxPlotSvg({ title: 'T', groups: [long], width: 320, idPrefix: 'n' });
    expect(narrow.svg).toMatch(/>4\.1 Permanent[^<]*…<\/text>/);
    // A group of few records keeps its mark when its name is cut.
    const fewLong = boxPlotSvg({ title: 'T', groups: [{ ...long, count: 2 }], width: 320, idPrefix: 'f' });
    expect(fewLong.svg).toMatch(/>4\.1 Perm[^<]*… \(few\)<\/text>/);
    expect(narrow.svg).toContain(`<title>${escapeXml(describeGroup(long))}</title>`);
  });
});

describe('describeGroup', () => {
  it('says the records and the five figures of the box', () => {
    expect(describeGroup(desert)).toBe(
      '10 "Deserts" & <arid>: 3 records; min 10, lower quartile 55, median 100, upper quartile 550, ' +
        'max 1,000 Int$/ha/year',
    );
  });
});
