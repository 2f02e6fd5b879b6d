import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * While draining, a kept-alive connection is closed once no request has come or gone for this
 * long. A proxy in front (nginx keeps connections to the APIs) may be writing a request on an
 * idle connection at the moment the app closes it, and cannot retry a POST it has sent; by now it
 * has met this server's refused connect and sends elsewhere.
 */
const QUIET_BEFORE_CLOSING_MS = 1_000;

/**
 * The requests being answered, so a stopping server can let them finish: from the drain on,
 * `/api/health` answers 503 (load balancers and Kubernetes stop routing here), new connections
 * are refused (nginx passes them to another instance, POSTs too, since nothing was sent), every
 * answer carries `Connection: close`, and the stop waits for the last answer up to the grace
 * period; only then close what those answers need (Chromium, the catalog, the database pools).
 */
@Injectable()
export class InFlightRequests {
  private count = 0;
  private draining = false;
  private lastActivity = 0;

  readonly middleware = (_req: Request, res: Response, next: NextFunction): void => {
    this.count += 1;
    this.lastActivity = performance.now();
    if (this.draining) res.setHeader('Connection', 'close');
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      this.lastActivity = performance.now();
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };

  get active(): number {
    return this.count;
  }

  /** Whether the server is stopping (health then answers 503). */
  get isDraining(): boolean {
    return this.draining;
  }

  /**
   * Stops taking connections and waits (up to `graceMs`) for the requests in flight and for
   * kept-alive connections to fall quiet; then closes every connection left.
   */
  async drain(server: Server, graceMs: number): Promise<void> {
    this.draining = true;
    this.lastActivity = performance.now();
    const deadline = performance.now() + graceMs;
    // The listening socket only: http.Server#close would also close the idle kept-alive
    // connections at once, while a proxy may be writing a request on one of them.
    NetServer.prototype.close.call(server);
    try {
      while (performance.now() < deadline) {
        const quiet = this.count === 0 && performance.now() - this.lastActivity >= QUIET_BEFORE_CLOSING_MS;
        if (quiet || (this.count === 0 && (await openConnections(server)) === 0)) return;
        await sleep(50);
      }
    } finally {
      server.closeAllConnections();
    }
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
