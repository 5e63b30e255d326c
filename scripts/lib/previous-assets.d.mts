export declare const KEEP_RETIRED_DAYS: number;
export declare function keepPreviousAssets(
  webDir: string,
  options?: { now?: number; keepDays?: number },
): string[];
