/**
 * Preloaded (`node --expose-gc -r e2e/soak-probe.js`) into the app process that `npm run soak` and
 * e2e/memory.spec.ts start: on the parent's `{type: 'heap', id}` it runs two full garbage collections and answers
 * `{id, heapUsed, rss}` (bytes, process.memoryUsage()), so the parent reads what the process keeps, not what it has
 * not collected yet. Test tooling only: production never loads it.
 */
'use strict';
process.on('message', (message) => {
  if (!message || message.type !== 'heap' || typeof process.send !== 'function') return;
  global.gc();
  global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send({ id: message.id, heapUsed, rss });
});
