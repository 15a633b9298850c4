import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} ya está en uso por otro proceso de Caudal (pid ${pid}). ` +
        'Detén ese proceso o usa otro DATA_DIR.',
    );
    this.pid = pid;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process the only owner of `dataDir`. A lock left by a process that no longer
 * exists (killed with SIGKILL, say) is taken over; a live owner is an error.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'caudal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el candado de ${lockPath}`);
}
