import express, { type RequestHandler } from 'express';
import { setCacheHeaders } from './cache-headers';
import { compressedFiles } from './compressed-files';

/** A build folder, with the cache policy of each file; index.html is left to the page handler. */
export function staticFiles(dir: string): RequestHandler {
  const compressed = compressedFiles(dir);
  const plain = express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: setCacheHeaders,
  });
  return (req, res, next) => void compressed(req, res, (err?: unknown) => (err ? next(err) : plain(req, res, next)));
}
