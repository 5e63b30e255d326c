import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { DATA_SAVER_COOKIE } from '@neetmentor/contract';

interface DataSaver {
  /** Pictures wait for a tap, nothing moves on its own, the chat loads only its latest messages. */
  on: boolean;
  /** Keeps the visitor's choice in the browser (a cookie, so the server sends pages to match). */
  choose(on: boolean): void;
}

const DataSaverContext = createContext<DataSaver>({ on: false, choose: () => undefined });

/** Whether this page was sent in data-saver mode: the server decides from `Save-Data` and the cookie. */
export function pageSentInDataSaverMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.saver === 'on';
}

export function DataSaverProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [on, setOn] = useState(initial);
  const value = useMemo<DataSaver>(
    () => ({
      on,
      choose(next) {
        document.cookie = `${DATA_SAVER_COOKIE}=${next ? 'on' : 'off'}; path=/; max-age=31536000; SameSite=Lax`;
        document.documentElement.dataset.saver = next ? 'on' : 'off';
        setOn(next);
      },
    }),
    [on],
  );
  return <DataSaverContext value={value}>{children}</DataSaverContext>;
}

export function useDataSaver(): DataSaver {
  return use(DataSaverContext);
}
