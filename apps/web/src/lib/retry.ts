export type RetryOptions = {
  /** How many times to try again after the first failure. */
  retries?: number;
  /** Wait before the first retry; it doubles after each one. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying with exponential backoff (spec: 3 retries, 1000 ms, doubling). */
export async function retry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 3, delayMs = 1000, sleep = wait } = options;
  let delay = delayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}
