// What the load benchmarks (mcp-load.mjs, feedback-load.mjs) share: figures,
// a process's CPU time, and the open loop that starts each request on its schedule.
import fs from 'node:fs';
import os from 'node:os';

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
export const ms = (n) => +n.toFixed(2);
export const loadavg = () => os.loadavg().map((l) => +l.toFixed(2));
/** User + system CPU seconds a process has used so far (Linux clock ticks, 100 a second). */
export const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Open loop: `rate` × `seconds` requests, the i-th started at its scheduled time
 * whatever the others are doing, by `fire(i, due)` (`due` is that time, to count
 * latency from); then waits for all of them, at most `deadlineMs`. Returns how
 * many started over 10 ms late and how long it all took.
 */
export async function openLoop({rate, seconds, deadlineMs}, fire) {
  const started = performance.now();
  const pending = [];
  let late = 0;
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -10) late++;
    pending.push(fire(i, due));
  }
  const deadline = new Promise((_, reject) => setTimeout(() => reject(new Error(`open loop not finished within ${deadlineMs / 1000} s`)), deadlineMs).unref());
  await Promise.race([Promise.all(pending), deadline]);
  return {late, seconds: (performance.now() - started) / 1000};
}
