import { BOOT_STATE_ID as CONTRACTS_BOOT_STATE_ID } from '@fresh-pouf/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_STATE_ID, readBootState } from './boot-state';

afterEach(() => document.getElementById('fp-boot')?.remove());

describe('the boot state the gateway writes into the page', () => {
  it("is read from the block with the contracts' id", () => {
    expect(BOOT_STATE_ID).toBe(CONTRACTS_BOOT_STATE_ID);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fp-boot';
    block.textContent = JSON.stringify({ remotes: { remotes: {}, routes: {} }, islands: true });
    document.body.append(block);
    expect(readBootState()).toEqual({ remotes: { remotes: {}, routes: {} }, islands: true });
  });
});
