/**
 * Live-order streams at scale (issue 37 item 5, decision 0046), in one process on a fresh
 * in-memory PGlite: opens N subscriptions to order events (1,000 by default, one per diner's
 * stream, as `GET /api/orders/:number/events` makes), publishes status changes, and times how
 * long the change's own NOTIFY takes and when the event has reached every subscriber; then closes
 * them all and checks the heap comes back (a leak check, run with --expose-gc). Each round is
 * printed, then medians against the targets: the event at every stream under 100 ms, the change's
 * NOTIFY under 30 ms, the heap within 20 MB of its start after the streams close.
 *
 *   npm run bench:streams [-- --streams 1000 --rounds 5]
 *
 * This measures the fan-out the streams share (lib/order-events.ts), not the sockets: the HTTP
 * streams' per-address caps (stream-slots.ts) keep one load generator from opening a thousand.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "@server/db/client";
import { orderEventHandlerCount, publishOrderEvent, subscribeToOrderEvents } from "@server/lib/order-events";
import { median } from "./median";

const { values } = parseArgs({
  options: { streams: { type: "string", default: "1000" }, rounds: { type: "string", default: "5" } },
});
const STREAMS = Math.max(1, Number(values.streams));
const ROUNDS = Math.max(1, Number(values.rounds));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn("Run with --expose-gc for the memory check (npm run bench:streams does).");

function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const database = await openDatabase({ kind: "pglite", dataDir: null });
const startHeap = heapMb();
const reach: number[] = [];
const notify: number[] = [];
const afterClose: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  let received = 0;
  let allReached: () => void = () => {};
  const unsubscribes = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) =>
      subscribeToOrderEvents(database, (event) => {
        // What a stream does with an event that is not its order's: compare and move on; its own
        // order's gets a line written (here, a string built).
        if (event.orderNumber === `HH${i}`) void `event: status\ndata: ${JSON.stringify(event)}\n\n`;
        received += 1;
        if (received === STREAMS) allReached();
      }),
    ),
  );
  const reached = new Promise<void>((resolve) => {
    allReached = resolve;
  });
  const start = performance.now();
  await publishOrderEvent(database, { type: "order.status", orderId: round, orderNumber: `HH${round}` });
  const notified = performance.now() - start;
  await reached;
  const all = performance.now() - start;
  await Promise.all(unsubscribes.map((u) => u()));
  const heap = heapMb();
  reach.push(all);
  notify.push(notified);
  afterClose.push(heap - startHeap);
  console.log(
    `round ${round}/${ROUNDS}: ${STREAMS} streams, NOTIFY ${notified.toFixed(1)} ms, every stream reached ${all.toFixed(1)} ms, handlers left ${orderEventHandlerCount(database)}, heap after close ${heap.toFixed(1)} MB (start ${startHeap.toFixed(1)} MB), load ${loadavg()[0]?.toFixed(2)}`,
  );
}
await database.close();

const rows = [
  { label: "event at every stream", value: median(reach), target: 100, unit: "ms" },
  { label: "the change's NOTIFY", value: median(notify), target: 30, unit: "ms" },
  { label: "heap growth after close", value: Math.max(...afterClose), target: 20, unit: "MB" },
];
console.log(`\n${STREAMS} streams, ${ROUNDS} rounds (medians; heap: the largest growth)`);
for (const r of rows)
  console.log(
    `  ${r.label.padEnd(24)} ${r.value.toFixed(1).padStart(7)} ${r.unit}  target < ${r.target} ${r.unit}: ${r.value < r.target ? "met" : "NOT met"}`,
  );
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
process.exitCode = rows.every((r) => r.value < r.target) ? 0 : 1;
