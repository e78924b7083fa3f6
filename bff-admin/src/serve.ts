import { serveBff } from '@fresh-pouf/server-kit';
import type { Tracing } from '@fresh-pouf/server-kit/tracing';
import { createApp } from './app';
import { readConfig } from './config';

/** bff-admin as a process: started from main.ts once tracing is set up. */
export const serve = (tracing: Tracing) => serveBff({ name: 'bff-admin', readConfig, createApp }, tracing);
