import { describe, expect, it } from 'vitest';
import { planAccess, type PathAccess } from './postgres-user-access';

const POSTGRES = { name: 'postgres', uid: 101, gid: 104 };
const ROOT = 0;
const DIR = 0o040000;
const FILE = 0o100000;
const SEARCH = 0o1;
const READ_SEARCH = 0o5;
const READ = 0o4;

const entry = (path: string, mode: number, needs: number, owner = ROOT, group = ROOT): PathAccess => ({
  path,
  mode,
  uid: owner,
  gid: group,
  needs,
});

describe('planAccess', () => {
  it('adds only the missing bits for others to root-owned private paths', () => {
    expect(
      planAccess(
        [
          entry('/root', DIR | 0o700, SEARCH),
          entry('/root/app/native/bin', DIR | 0o700, READ_SEARCH),
          entry('/root/app/native/bin/initdb', FILE | 0o700, READ_SEARCH),
          entry('/root/app/native/share/postgres.bki', FILE | 0o600, READ),
        ],
        POSTGRES,
      ),
    ).toEqual([
      { path: '/root', from: 0o700, to: 0o701, grant: 'o+x' },
      { path: '/root/app/native/bin', from: 0o700, to: 0o705, grant: 'o+rx' },
      { path: '/root/app/native/bin/initdb', from: 0o700, to: 0o705, grant: 'o+rx' },
      { path: '/root/app/native/share/postgres.bki', from: 0o600, to: 0o604, grant: 'o+r' },
    ]);
  });

  it.each([
    entry('/', DIR | 0o755, SEARCH),
    entry('/tmp', DIR | 0o1777, SEARCH),
    entry('/srv/app', DIR | 0o711, SEARCH),
    entry('/srv/app/native/lib/libpq.so.5', FILE | 0o755, READ_SEARCH),
  ])('changes nothing where the user already has what it needs: $path', (path) => {
    expect(planAccess([path], POSTGRES)).toEqual([]);
  });

  it('uses the bits of the class the kernel checks: owner, then group, then others', () => {
    expect(
      planAccess(
        [
          // Owned by postgres: its own bits count, however open the directory is to others.
          entry('/data/owned', DIR | 0o607, SEARCH, POSTGRES.uid, ROOT),
          // postgres's group: the group bits count, not the others' bits.
          entry('/data/shared', DIR | 0o705, SEARCH, ROOT, POSTGRES.gid),
        ],
        POSTGRES,
      ),
    ).toEqual([
      { path: '/data/owned', from: 0o607, to: 0o707, grant: 'u+x' },
      { path: '/data/shared', from: 0o705, to: 0o715, grant: 'g+x' },
    ]);
  });

  it('keeps special bits and merges what several needs ask of one path', () => {
    expect(planAccess([entry('/srv', DIR | 0o3700, SEARCH), entry('/srv', DIR | 0o3700, READ)], POSTGRES)).toEqual([
      { path: '/srv', from: 0o3700, to: 0o3705, grant: 'o+rx' },
    ]);
  });
});
