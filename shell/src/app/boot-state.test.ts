import { bootStateJson } from '@fresh-pouf/contracts/boot-state';
import { afterEach, describe, expect, it } from 'vitest';
import { readBootState } from './boot-state';

afterEach(() => document.getElementById('fp-boot')?.remove());

function pageBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'fp-boot';
  block.textContent = text;
  document.body.append(block);
}

describe('the boot state the gateway writes into the page', () => {
  it('reads back what the gateway wrote, a value that would close the block included', () => {
    const queries = { mutations: [], queries: [{ queryKey: ['/api/blog'], state: { data: '</script><b>x</b>' } }] };
    pageBlock(bootStateJson({ remotes: { remotes: {}, routes: {} }, queries, islands: true }));
    expect(readBootState()).toEqual({ remotes: { remotes: {}, routes: {} }, queries, islands: true });
  });

  it('is nothing when the page has no block, or one that does not read', () => {
    expect(readBootState()).toBeUndefined();
    pageBlock('{"remotes": 3}');
    expect(readBootState()).toBeUndefined();
  });
});
