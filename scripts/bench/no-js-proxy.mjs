// A local HTTP server in front of the gateway that answers every page with the same
// server-rendered HTML minus every <script> and every <link rel="preload"|"modulepreload">,
// and passes everything else (stylesheets, images, fonts) through untouched. Lighthouse run
// on it shows what the page would score if it shipped no JavaScript: the ceiling the with-JS
// figure is compared against.
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?(?:preload|modulepreload)\b[^>]*>/gi, '');
}

const DECODE = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** Starts the proxy on a free local port; `target` is the gateway's origin. */
export async function startNoJsProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (!(answer.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const raw = Buffer.concat(chunks);
          const html = stripScripts((DECODE[encoding]?.(raw) ?? raw).toString('utf8'));
          // Compressed again as the gateway sends it (gzip, level 6), so the simulated network
          // charges the stripped page the way it charges the real one.
          const body = encoding ? gzipSync(html, { level: 6 }) : Buffer.from(html);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          if (encoding) headers['content-encoding'] = 'gzip';
          delete headers.etag;
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode, headers).end(body);
        });
      },
    );
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // Chromium keeps its connections open; they must not hold the close up.
        server.closeAllConnections();
      }),
  };
}
