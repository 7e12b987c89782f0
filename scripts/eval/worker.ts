// Worker thread of the evaluation harness: runs the cells it is sent and posts the tallies back.
import { parentPort } from 'node:worker_threads';
import { runCell, type Cell } from './cells.js';

parentPort?.on('message', (message: { id: number; cell: Cell } | 'exit') => {
  if (message === 'exit') {
    process.exit(0);
  }
  parentPort?.postMessage({ id: message.id, tallies: runCell(message.cell) });
});
