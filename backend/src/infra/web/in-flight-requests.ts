import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * The requests being answered, so a stopping server can let them finish: it stops accepting
 * connections, tells clients on kept-alive ones to go (`Connection: close` on every answer from
 * then on, idle connections closed), waits for the last answer up to the grace period, and only
 * then closes what those answers need (Chromium, the catalog, the database pools).
 */
export class InFlightRequests {
  private count = 0;
  private draining = false;
  private readonly waiting: Array<() => void> = [];

  readonly middleware = (_req: Request, res: Response, next: NextFunction): void => {
    this.count += 1;
    if (this.draining) res.setHeader('Connection', 'close');
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.waiting.splice(0)) resolve();
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };

  get active(): number {
    return this.count;
  }

  /** Stops taking connections and waits (up to `graceMs`) for the requests in flight; then closes every connection left. */
  async drain(server: Server, graceMs: number): Promise<void> {
    this.draining = true;
    server.close();
    server.closeIdleConnections();
    // A kept-alive connection goes idle once its answer is sent: close it then, not at the end.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    let timer: NodeJS.Timeout | undefined;
    try {
      if (this.count > 0) {
        await Promise.race([
          new Promise<void>((resolve) => this.waiting.push(resolve)),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, graceMs);
          }),
        ]);
      }
    } finally {
      clearInterval(sweeper);
      clearTimeout(timer);
      server.closeAllConnections();
    }
  }
}
