import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from './postmark-sender';

// A mailto unsubscribe is offered only where it is processed.

const URL_OF_ENTRY = 'https://freshpouf.example/api/unsubscribe?token=AbC_-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('List-Unsubscribe', () => {
  it("names Postmark's inbound address with the recipient's token after the +, beside the one-click URL", () => {
    expect(listUnsubscribeHeaders(URL_OF_ENTRY, 'unsubscribe@inbound.freshpouf.example')).toEqual([
      {
        Name: 'List-Unsubscribe',
        Value: `<${URL_OF_ENTRY}>, <mailto:unsubscribe+AbC_-0123456789abcdefghijklmnopqrstuvwxyzAB@inbound.freshpouf.example?subject=unsubscribe>`,
      },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('without an inbound address, offers the one-click URL alone: no mailto into an inbox nobody reads', () => {
    expect(listUnsubscribeHeaders(URL_OF_ENTRY)).toEqual([
      { Name: 'List-Unsubscribe', Value: `<${URL_OF_ENTRY}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});
