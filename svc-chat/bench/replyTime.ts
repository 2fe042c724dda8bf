// Prints how long the built-in engine takes per reply: `npm run bench:engine -w @universo/svc-chat`.
import { measureReplyTimes, type TimeStats } from '../src/engine/replyTiming';

const count = Number(process.argv[2] ?? 2000);
const times = measureReplyTimes(count, { runs: 3 });
const line = (label: string, t: TimeStats) =>
  `  ${label.padEnd(44)} median ${t.medianMs.toFixed(2)} ms   p99 ${t.p99Ms.toFixed(2)} ms   max ${t.maxMs.toFixed(2)} ms`;
console.log(`svc-chat engine: ${times.count} replies, histories up to 100 messages, budget 20 ms a reply`);
console.log(line('processor time, fastest of 3 runs (engine)', times.cpu));
console.log(line('wall clock, first run (busy machine incl.)', times.wall));
