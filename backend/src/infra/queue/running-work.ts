/** The jobs a process has under way, so a shutdown (or a test) can wait for them to settle. */
export class RunningWork {
  private readonly running = new Set<Promise<void>>();

  /** Waits for the work, holding it as under way until it settles. */
  async track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  /** Settles once the work under way now has settled. */
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.running]);
  }

  /** Settles once no work is under way, counting what starts meanwhile. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await this.settled();
  }
}
