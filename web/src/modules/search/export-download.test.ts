import { describe, expect, it } from 'vitest';

import { CsvRecordCounter, exportUrl, progressPercent } from './export-download.ts';
import { emptyFilter } from './search-url.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CsvRecordCounter', () => {
  it('counts the data rows after the header, whatever the chunk boundaries', () => {
    const counter = new CsvRecordCounter();
    const csv = '\uFEFFValueID,Title\r\n1,"Coral, reefs"\r\n2,Mangroves\r\n';
    for (const chunk of [csv.slice(0, 7), csv.slice(7, 25), csv.slice(25)]) counter.push(bytes(chunk));
    expect(counter.rows).toBe(2);
  });

  it('does not count line breaks and escaped quotes inside quoted fields', () => {
    const counter = new CsvRecordCounter();
    counter.push(bytes('Notes\r\n"first line\nsecond ""quoted"" line"\r\n"é, ü\n"\r\n'));
    expect(counter.rows).toBe(2);
  });

  it('counts no rows before the header is complete', () => {
    const counter = new CsvRecordCounter();
    counter.push(bytes('ValueID,Ti'));
    expect(counter.rows).toBe(0);
  });
});

describe('progressPercent', () => {
  it('is rows received over the announced total', () => {
    expect(progressPercent({ receivedBytes: 10, receivedRows: 25, totalRows: 200 })).toBe(13);
    expect(progressPercent({ receivedBytes: 10, receivedRows: 200, totalRows: 200 })).toBe(100);
  });

  it('is unknown when only bytes are known', () => {
    expect(progressPercent({ receivedBytes: 10, receivedRows: null, totalRows: 200 })).toBeNull();
    expect(progressPercent({ receivedBytes: 10, receivedRows: 5, totalRows: null })).toBeNull();
  });
});

describe('exportUrl', () => {
  it('sends the filter in the api names, and the full database without one', () => {
    expect(exportUrl({ filter: { ...emptyFilter, countries: [3, 1], freeText: 'reef' }, format: 'csv' })).toBe(
      '/api/esvds/download?countries=1%2C3&freeText=reef&format=csv',
    );
    expect(exportUrl({ filter: null, format: 'xlsx' })).toBe('/api/esvds/download/all?format=xlsx');
    expect(exportUrl({ filter: null, format: 'parquet' })).toBe('/api/esvds/download/all?format=parquet');
  });
});
