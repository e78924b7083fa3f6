import { writeFileSync } from 'node:fs';
import { signInAdmin } from './admin-seed.mjs';
import { startStack } from './stack.mjs';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const stack = await startStack({ keepDir: '/work/admin-bench-data', env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BFF_ADMIN_PORT: '24002' } });
try {
  const session = await signInAdmin(stack.url, ADMIN);
  const times = [];
  for (let i = 0; i < Number(process.env.N ?? 60); i++) {
    const t = performance.now();
    const r = await fetch(`${stack.url}/api/admin/waitlist`, { headers: { authorization: `Bearer ${session.token}` } });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log('median', times[Math.floor(times.length / 2)].toFixed(1), 'p95', times[Math.floor(times.length * 0.95)].toFixed(1));
  if (process.env.DUMP) { writeFileSync('/tmp/prof-page/dump-now', ''); await new Promise((r) => setTimeout(r, 3000)); }
} finally {
  await stack.stop();
}
