export declare const repoRoot: string;
export interface ProductionServer {
  baseUrl: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}
export declare function startProductionServer(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ProductionServer>;
/** The Node.js flags `npm start` gives the server (read from package.json). */
export declare function serverNodeFlags(): string[];
