import { addDays } from '@caudal/finance';
import { useCallback, useEffect, useState } from 'react';

/** How long one simulated day lasts on screen. */
export const SIMULATED_DAY_MS = 1000;

export type Simulation = {
  /** The simulated day shown. */
  day: string;
  running: boolean;
  /** The simulation reached its last day. */
  finished: boolean;
  toggle: () => void;
  start: () => void;
  pause: () => void;
  reset: () => void;
};

/** The day after `day`, never past `last`. */
export function nextDay(day: string, last: string): string {
  return day >= last ? last : addDays(day, 1);
}

/**
 * Days advancing from `first` to `last`, one every `stepMs` while running. Pausing keeps the
 * day; resetting goes back to `first`, paused.
 */
export function useSimulation(
  first: string,
  last: string,
  stepMs: number = SIMULATED_DAY_MS,
): Simulation {
  const [day, setDay] = useState(first);
  const [running, setRunning] = useState(false);
  const finished = day >= last;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setDay((current) => nextDay(current, last)), stepMs);
    return () => clearInterval(timer);
  }, [running, last, stepMs]);

  useEffect(() => {
    if (finished) setRunning(false);
  }, [finished]);

  const start = useCallback(() => {
    if (!finished) setRunning(true);
  }, [finished]);
  const pause = useCallback(() => setRunning(false), []);
  const toggle = useCallback(() => (running ? pause() : start()), [running, pause, start]);
  const reset = useCallback(() => {
    setRunning(false);
    setDay(first);
  }, [first]);

  return { day, running, finished, toggle, start, pause, reset };
}
