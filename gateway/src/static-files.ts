import express from 'express';
import { setCacheHeaders } from './cache-headers';

/** A build folder, with the cache policy of each file; index.html is left to the page handler. */
export function staticFiles(dir: string) {
  return express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: setCacheHeaders,
  });
}
