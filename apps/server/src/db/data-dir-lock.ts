import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: a second server on the same DATA_DIR would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.pid');
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR or DATABASE_URL for this one.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
