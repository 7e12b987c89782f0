/**
 * A small in-process job queue with BullMQ's shape: a Queue that jobs are added to, Workers that
 * take jobs with a concurrency limit and run a processor on each, and flows: a job whose processor
 * returns a child is followed by that child, so a workflow of N steps is N jobs run in order.
 */

/**
 * @typedef {{ id: number, workflow: number, step: number, data: unknown, createdAt: number }} Job
 * @typedef {(job: Job) => Promise<{ next?: unknown } | void>} Processor
 */

export class Queue {
  /** @type {Job[]} */ #waiting = [];
  #head = 0;
  #nextId = 0;
  /** @type {((job: Job) => void)[]} */ #idle = [];
  #closed = false;

  /**
   * Adds a job; a waiting worker takes it at once.
   * @param {number} workflow @param {number} step @param {unknown} data @param {number} createdAt
   */
  add(workflow, step, data, createdAt) {
    /** @type {Job} */
    const job = { id: ++this.#nextId, workflow, step, data, createdAt };
    const worker = this.#idle.shift();
    if (worker !== undefined) worker(job);
    else this.#waiting.push(job);
    return job;
  }

  /** The next job, waiting for one when the queue is empty; undefined once closed and drained. */
  /** @returns {Promise<Job | undefined>} */
  take() {
    if (this.#head < this.#waiting.length) {
      const job = /** @type {Job} */ (this.#waiting[this.#head++]);
      if (this.#head > 1024 && this.#head * 2 > this.#waiting.length) {
        this.#waiting = this.#waiting.slice(this.#head);
        this.#head = 0;
      }
      return Promise.resolve(job);
    }
    if (this.#closed) return Promise.resolve(undefined);
    return new Promise((resolve) => { this.#idle.push(resolve); });
  }

  get depth() { return this.#waiting.length - this.#head; }

  /** Lets idle workers finish. */
  close() {
    this.#closed = true;
    for (const worker of this.#idle.splice(0)) worker(/** @type {Job} */ (/** @type {unknown} */ (undefined)));
  }
}

export class Worker {
  /** @type {Promise<void>[]} */ #loops = [];

  /** @param {Queue} queue @param {Processor} processor @param {{ concurrency: number, onDone: (job: Job, next: unknown) => void }} options */
  constructor(queue, processor, { concurrency, onDone }) {
    for (let i = 0; i < concurrency; i++) {
      this.#loops.push((async () => {
        for (let job = await queue.take(); job !== undefined; job = await queue.take()) {
          const result = await processor(job);
          onDone(job, result?.next);
        }
      })());
    }
  }

  /** Resolves when every loop has stopped (after the queue is closed). */
  async stopped() { await Promise.all(this.#loops); }
}
