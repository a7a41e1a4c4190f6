import { describe, expect, it } from 'vitest';
import { DeliveryLedger } from './vsl-deliveries.ts';

const listeners = [
  { name: 'editor', process: 'A' },
  { name: 'near', process: 'A' },
  { name: 'far', process: 'B' },
];

function ledgerWithTwoEdits() {
  const ledger = new DeliveryLedger(listeners, 'editor');
  ledger.sent({ id: 7, value: 'first', section: 'paced', sentAt: 100 });
  ledger.sent({ id: 8, value: 'second', section: 'paced', sentAt: 120 });
  return ledger;
}

describe('the delivery ledger of the live VSL grid benchmark', () => {
  it('measures each first delivery from its edit, and the span from the first edit to the last delivery', () => {
    const ledger = ledgerWithTwoEdits();
    ledger.received('near', 7, 'first', 104);
    ledger.received('far', 7, 'first', 110);
    ledger.received('near', 8, 'second', 125);
    expect(ledger.complete('paced')).toBe(false);
    ledger.received('far', 8, 'second', 150);
    expect(ledger.complete('paced')).toBe(true);

    const summary = ledger.summary('paced');
    expect(summary).toMatchObject({ edits: 2, spanMs: 50, lost: 0, duplicated: 0, echoed: 0 });
    expect(summary.latencies.sort((a, b) => a - b)).toEqual([4, 5, 10, 30]);
    expect(ledger.summary('paced', 'B').latencies.sort((a, b) => a - b)).toEqual([10, 30]);
  });

  it("counts lost and duplicated deliveries, the editor's echoes, and events that match no edit", () => {
    const ledger = ledgerWithTwoEdits();
    ledger.received('near', 7, 'first', 104);
    ledger.received('near', 7, 'first', 106);
    ledger.received('far', 7, 'first', 110);
    ledger.received('editor', 7, 'first', 105);
    ledger.received('far', 9, 'second', 130);
    ledger.received('far', 8, 'never sent', 130);

    expect(ledger.summary('paced')).toMatchObject({ lost: 2, duplicated: 1, echoed: 1 });
    expect(ledger.unexpected).toBe(2);
  });

  it('expects nobody to hear an edit the api refused', () => {
    const ledger = ledgerWithTwoEdits();
    ledger.withdrawn('second');
    ledger.received('near', 7, 'first', 104);
    ledger.received('far', 7, 'first', 110);
    expect(ledger.complete('paced')).toBe(true);
    expect(ledger.summary('paced')).toMatchObject({ edits: 1, lost: 0 });
  });
});
