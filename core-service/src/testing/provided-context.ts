// What the global setup hands to every test worker.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL (database `postgres`) of the PostgreSQL started for this test run. */
    testPgUrl: string;
    /** A database on it with every migration applied, copied for each test database (CREATE DATABASE … TEMPLATE). */
    testPgTemplate: string;
  }
}

export {};
