// Types of scripts/postgresCluster.mjs, for the tests written in TypeScript that start a cluster of their own.
export class PostgresUnavailable extends Error {}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server and deletes its folder. */
  stop(): void;
  /** `pg_ctl -m fast restart`: the open connections end with 57P01. */
  restart(): Promise<void>;
  /** `pg_ctl -m fast stop`, keeping the data: the outage lasts until `resume`. */
  halt(): Promise<void>;
  resume(): Promise<void>;
  logFile: string;
}

export function startPostgresCluster(options?: { maxConnections?: number }): Promise<PostgresCluster>;
