import type { Db } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

// A database that hangs instead of refusing must still give an answer a load balancer can act on.
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const answered = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
