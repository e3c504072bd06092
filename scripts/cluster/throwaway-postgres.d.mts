export declare const PG_BIN: string;
export declare function postgresAvailable(): boolean;
export declare function freePort(): Promise<number>;

export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  pid(): number | undefined;
  stopServer(): void;
  startAgain(): void;
  stop(): void;
}

export declare function startThrowawayPostgres(options?: {
  name?: string;
  port?: number;
  maxConnections?: number;
}): Promise<ThrowawayPostgres>;
