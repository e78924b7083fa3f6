// Side by side in one run: the staff benches load each page with and without what mf-admin's
// build publishes for it (dist/page-parts.json: the frame placeholder and the head's first
// requests), by moving that file aside between loads. The gateway reads the file as it is at each
// request, exactly as after a release of the remote alone.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

export function pagePartsSwitch(remote = 'mf-admin') {
  const file = path.join(root, remote, 'dist', 'page-parts.json');
  const off = `${file}.off`;
  // A run stopped half-way left it aside: put it back first.
  if (!existsSync(file) && existsSync(off)) renameSync(off, file);
  const available = existsSync(file);
  const set = (on) => {
    if (on && existsSync(off)) renameSync(off, file);
    if (!on && existsSync(file)) renameSync(file, off);
  };
  return {
    /** False for a build that publishes no page parts (the "before" build): one variant only. */
    available,
    variants: available ? [false, true] : [false],
    set,
    restore: () => set(true),
  };
}
